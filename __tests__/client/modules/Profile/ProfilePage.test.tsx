import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';

import type { ProfileInfo, ProfileInfoUpdate, ProfilePermissionSettings } from '@/api/model';
import { ProfilePage } from '@/modules/Profile';

import { API, makeSession, problemResponse, sessionHandler } from '../../../support/client/fixtures';
import { renderWithProviders } from '../../../support/client/render';
import { mockRouter, setRouter } from '../../../support/client/router';
import { server } from '../../../support/client/server';

// pages.md §7 "/profile": the cards a caller may see, the owner's edits and settings, the 403 result, obfuscation.
const user = userEvent.setup({ delay: null });

const audience = (all = false, mentor = false, student = false) => ({ all, mentor, student });
const defaults: ProfilePermissionSettings = {
  isProfileVisible: audience(),
  isAboutVisible: audience(),
  isEducationVisible: audience(),
  isEnglishVisible: audience(),
  isEmailVisible: audience(false, true, true),
  isTelegramVisible: audience(false, false, true),
  isSkypeVisible: audience(false, false, true),
  isPhoneVisible: audience(),
  isContactsNotesVisible: audience(false, false, true),
  isLinkedInVisible: audience(),
  isPublicFeedbackVisible: audience(),
  isMentorStatsVisible: audience(),
  isStudentStatsVisible: audience(),
};

const ownProfile: ProfileInfo = {
  permissionsSettings: defaults,
  generalInfo: {
    githubId: 'jane-doe',
    name: 'Jane Doe',
    cityName: 'Minsk',
    countryName: 'Belarus',
    languages: ['EN', 'PL'],
    aboutMyself: 'Likes CSS',
    englishLevel: 'b2',
    educationHistory: [{ university: 'BSU', faculty: 'Physics', graduationYear: 2015 }],
  },
  contacts: {
    epamEmail: null,
    email: 'jane@example.com',
    telegram: 'jane_tg',
    phone: '+375 29 000 00 00',
    skype: null,
    whatsApp: null,
    notes: null,
    linkedIn: null,
  },
  discord: { id: '', username: 'jane_rs', discriminator: '0' },
  studentStats: [
    {
      course: { id: 7, name: 'JS 2026', fullName: 'JavaScript 2026', alias: 'js-2026', completed: false },
      totalScore: 120,
      rank: 4,
      position: 3,
      isExpelled: false,
      selfExpelled: false,
      mentor: { githubId: 'mark', name: 'Mark Mentor' },
      certificate: null,
      tasks: [],
    },
  ],
};

// What a stranger gets for the same person when she opened her profile but no contact (rules.md R19.2).
const strangerView: ProfileInfo = {
  generalInfo: { githubId: 'jane-doe', name: 'Jane Doe', cityName: 'Minsk', countryName: 'Belarus', languages: ['EN'] },
  discord: { id: '', username: 'jane_rs', discriminator: '0' },
};

function serve(options: { viewer?: string; isAdmin?: boolean; info: ProfileInfo | (() => Response) }) {
  const calls = { patches: [] as ProfileInfoUpdate[], deletes: [] as string[], leaves: [] as unknown[], gets: 0 };
  let info = options.info;
  server.use(
    sessionHandler(makeSession({ githubId: options.viewer ?? 'jane-doe', isAdmin: options.isAdmin ?? false })),
    http.get(`${API}/api/profile/info`, () => {
      calls.gets += 1;
      return typeof info === 'function' ? info() : HttpResponse.json(info);
    }),
    http.patch(`${API}/api/v2/profile/info`, async ({ request }) => {
      const body = (await request.json()) as ProfileInfoUpdate;
      calls.patches.push(body);
      if (typeof info !== 'function' && body.name)
        info = { ...info, generalInfo: { ...info.generalInfo, name: body.name } };
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${API}/api/v2/profile/:username`, ({ params }) => {
      calls.deletes.push(String(params.username));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/api/v2/courses/:courseId/leave`, async ({ params, request }) => {
      calls.leaves.push({ courseId: params.courseId, body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function open(githubId?: string) {
  setRouter({ pathname: '/profile', query: githubId ? { githubId } : {} });
  renderWithProviders(<ProfilePage />);
  await screen.findByRole('heading', { name: 'Main' });
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('.ant-card') as HTMLElement;

describe('ProfilePage as the owner', () => {
  it('shows every card and every contact with who can see it', async () => {
    serve({ info: ownProfile });
    await open();
    for (const title of ['About', 'Languages', 'Education', 'Contacts', 'Discord', 'Student Statistics']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const contacts = card('Contacts');
    expect(within(contacts).getByRole('link', { name: 'jane@example.com' })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    expect(within(contacts).getByText('+375 29 000 00 00')).toBeInTheDocument();
    expect(
      within(contacts).getByText('Who can see this: mentors and your students, and course staff'),
    ).toBeInTheDocument();
    expect(within(contacts).getByText('Who can see this: course staff')).toBeInTheDocument();
    expect(within(card('Languages')).getByText('English: B2 (Upper-Intermediate)')).toBeInTheDocument();
    expect(within(card('Student Statistics')).getByRole('link', { name: 'Mark Mentor' })).toHaveAttribute(
      'href',
      '/profile?githubId=mark',
    );
  });

  it('edits the name and location, and says the profile was saved', async () => {
    const calls = serve({ info: ownProfile });
    await open();
    await user.click(screen.getByRole('button', { name: 'Edit Main' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Main' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Jane Doe');
    await user.clear(name);
    await user.type(name, 'Jane Roe');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.patches).toEqual([{ name: 'Jane Roe', cityName: 'Minsk', countryName: 'Belarus' }]),
    );
    expect(await screen.findByText('Profile was successfully saved')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Jane Roe' })).toBeInTheDocument();
  });

  it('saves the visibility settings of a card through PATCH permissionsSettings', async () => {
    const calls = serve({ info: ownProfile });
    await open();
    await user.click(screen.getByRole('button', { name: 'Visibility settings: About' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who can see: About' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'All' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.patches).toEqual([{ permissionsSettings: { isAboutVisible: audience(true, false, false) } }]),
    );
  });

  it('leaves a course after the reason survey', async () => {
    const calls = serve({ info: ownProfile });
    await open();
    await user.click(within(card('Student Statistics')).getByRole('button', { name: 'Leave Course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave JS 2026' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Found a job' }));
    await user.type(within(dialog).getByLabelText('Comment'), 'Got an offer');
    await user.click(within(dialog).getByRole('button', { name: 'Leave Course' }));
    await waitFor(() =>
      expect(calls.leaves).toEqual([
        { courseId: '7', body: { reasonForLeaving: ['Found a job'], otherComment: 'Got an offer' } },
      ]),
    );
  });

  it('deletes his data only after the login is typed, then goes to the login page', async () => {
    const calls = serve({ info: ownProfile });
    await open();
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my data' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my data' }));
    expect(await within(dialog).findByText('The login does not match')).toBeInTheDocument();
    expect(calls.deletes).toEqual([]);
    await user.type(within(dialog).getByLabelText('Type jane-doe to confirm'), 'jane-doe');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my data' }));
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/login'));
    expect(calls.deletes).toEqual(['jane-doe']);
  });
});

describe('Discord connection (product-spec.md §7: implicit flow, token in the URL hash)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  it('reads the Discord identity with the token from the hash and saves it on the profile', async () => {
    const calls = serve({ info: ownProfile });
    const authorizations: (string | null)[] = [];
    server.use(
      http.get('https://discord.com/api/users/@me', ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json({ id: '999', username: 'jane_discord', discriminator: '0' });
      }),
    );
    window.sessionStorage.setItem('discord-connect-state', 's1');
    window.history.replaceState(null, '', '/profile#token_type=Bearer&access_token=tok&state=s1');
    await open();
    await waitFor(() =>
      expect(calls.patches).toEqual([{ discord: { id: '999', username: 'jane_discord', discriminator: '0' } }]),
    );
    expect(authorizations).toEqual(['Bearer tok']);
    expect(window.location.hash).toBe('');
  });

  it('ignores a token this page did not ask for', async () => {
    const calls = serve({ info: ownProfile });
    window.sessionStorage.setItem('discord-connect-state', 'mine');
    window.history.replaceState(null, '', '/profile#token_type=Bearer&access_token=tok&state=forged');
    await open();
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(calls.patches).toEqual([]);
  });
});

describe('ProfilePage as someone else', () => {
  it('shows a stranger the open profile without contacts, edit buttons or settings', async () => {
    serve({ viewer: 'stranger', info: strangerView });
    await open('jane-doe');
    expect(screen.getByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contacts' })).not.toBeInTheDocument();
    expect(screen.queryByText('jane@example.com')).not.toBeInTheDocument();
    expect(screen.queryByText('+375 29 000 00 00')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Visibility settings/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Obfuscate' })).not.toBeInTheDocument();
  });

  it('shows "No access or user does not exist" when the profile is hidden', async () => {
    serve({ viewer: 'stranger', info: () => problemResponse(403, 'No access or user does not exist') });
    setRouter({ pathname: '/profile', query: { githubId: 'jane-doe' } });
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('heading', { name: 'No access or user does not exist' })).toBeInTheDocument();
  });

  it('lets an admin obfuscate only after typing the exact login', async () => {
    const calls = serve({ viewer: 'admin', isAdmin: true, info: strangerView });
    await open('jane-doe');
    await user.click(screen.getByRole('button', { name: 'Obfuscate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Obfuscate' });
    const login = within(dialog).getByLabelText('Type jane-doe to confirm');
    await user.type(login, 'jane');
    await user.click(within(dialog).getByRole('button', { name: 'Obfuscate' }));
    expect(await within(dialog).findByText('The login does not match')).toBeInTheDocument();
    expect(calls.deletes).toEqual([]);
    await user.type(login, '-doe');
    await user.click(within(dialog).getByRole('button', { name: 'Obfuscate' }));
    await waitFor(() => expect(calls.deletes).toEqual(['jane-doe']));
    expect(await screen.findByText('The profile was obfuscated')).toBeInTheDocument();
  });
});
