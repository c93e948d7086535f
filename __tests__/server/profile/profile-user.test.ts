import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { START_TIME, createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { addUser } from '../../support/server/school';

// access.md §24 POST /api/v2/profile/user, rules.md R14.2: the personal data a registration form saves.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const full = {
  firstName: 'Olga',
  lastName: 'Owner',
  primaryEmail: 'olga@example.com',
  cityName: 'Riga',
  countryName: 'Latvia',
  aboutMyself: 'Front-end developer',
  languages: ['EN', 'LV'],
  contactsEmail: 'olga.contact@example.com',
  contactsTelegram: 'olga_tg',
  contactsLinkedin: 'https://linkedin.com/in/olga',
} as const;

const addOwner = () => addUser(ctx.db, { ...full, languages: [...full.languages] });

async function rowOf(userId: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return row;
}

const save = (as: { id: number; githubId: string } | 'anonymous', body: unknown) =>
  ctx.request('/api/v2/profile/user', { method: 'POST', as, body });

describe('POST /api/v2/profile/user saves the own profile', () => {
  it('changes only the fields sent and answers 204', async () => {
    const owner = await addOwner();
    const response = await save(owner, { firstName: 'Olena', cityName: 'Vilnius' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const row = await rowOf(owner.id);
    expect(row).toMatchObject({
      ...full,
      firstName: 'Olena',
      cityName: 'Vilnius',
    });
    expect(row.updatedAt).toEqual(START_TIME);
  });

  it('trims strings and clears a field sent as an empty string or null', async () => {
    const owner = await addOwner();
    const response = await save(owner, {
      lastName: '  Ozola  ',
      countryName: '',
      aboutMyself: null,
      primaryEmail: null,
      contacts: { telegram: '', linkedIn: null },
    });
    expect(response.status).toBe(204);
    expect(await rowOf(owner.id)).toMatchObject({
      firstName: 'Olga',
      lastName: 'Ozola',
      countryName: null,
      aboutMyself: null,
      primaryEmail: null,
      contactsTelegram: null,
      contactsLinkedin: null,
      contactsEmail: full.contactsEmail,
    });
  });

  it('clears e-mail and URL fields sent as an empty string', async () => {
    const owner = await addOwner();
    const response = await save(owner, { primaryEmail: '', contacts: { email: '', linkedIn: '' } });
    expect(response.status).toBe(204);
    expect(await rowOf(owner.id)).toMatchObject({ primaryEmail: null, contactsEmail: null, contactsLinkedin: null });
  });

  it('maps every contact key onto its own contact column', async () => {
    const owner = await addUser(ctx.db);
    const contacts = {
      epamEmail: 'olga_owner@epam.com',
      email: 'contact@example.com',
      telegram: 'tg_name',
      phone: '+371 2000 0000',
      skype: 'olga.skype',
      whatsApp: '+371 2000 0001',
      notes: 'Evenings only',
      linkedIn: 'http://linkedin.com/in/o',
    };
    expect((await save(owner, { contacts, languages: ['UK', 'PL'] })).status).toBe(204);
    expect(await rowOf(owner.id)).toMatchObject({
      contactsEpamEmail: contacts.epamEmail,
      contactsEmail: contacts.email,
      contactsTelegram: contacts.telegram,
      contactsPhone: contacts.phone,
      contactsSkype: contacts.skype,
      contactsWhatsapp: contacts.whatsApp,
      contactsNotes: contacts.notes,
      contactsLinkedin: contacts.linkedIn,
      languages: ['UK', 'PL'],
    });
  });

  it('accepts an empty body without changing anything', async () => {
    const owner = await addOwner();
    const before = await rowOf(owner.id);
    expect((await save(owner, {})).status).toBe(204);
    expect(await rowOf(owner.id)).toEqual(before);
  });

  it('writes only the caller’s own row', async () => {
    const owner = await addOwner();
    const other = await addOwner();
    expect((await save(owner, { firstName: 'Changed' })).status).toBe(204);
    expect((await rowOf(other.id)).firstName).toBe('Olga');
  });
});

describe('POST /api/v2/profile/user refuses bad input and writes nothing', () => {
  const refusals: [string, unknown, string][] = [
    ['an e-mail over 320 characters', { primaryEmail: `${'a'.repeat(310)}@example.com` }, 'primaryEmail'],
    ['a malformed primary e-mail', { primaryEmail: 'not-an-email' }, 'primaryEmail'],
    ['a malformed contact e-mail', { contacts: { email: 'olga@' } }, 'contacts.email'],
    ['a contact e-mail over 320 characters', { contacts: { email: `${'b'.repeat(320)}@x.io` } }, 'contacts.email'],
    [
      'a LinkedIn address that is not http(s)',
      { contacts: { linkedIn: 'ftp://linkedin.com/in/o' } },
      'contacts.linkedIn',
    ],
    [
      'a LinkedIn address over 2048 characters',
      { contacts: { linkedIn: `https://x.io/${'l'.repeat(2040)}` } },
      'contacts.linkedIn',
    ],
    ['a first name over 100 characters', { firstName: 'N'.repeat(101) }, 'firstName'],
    ['an unknown language', { languages: ['XX'] }, 'languages.0'],
  ];

  it.each(refusals)('answers 400 naming the field for %s', async (_case, body, path) => {
    const owner = await addOwner();
    const before = await rowOf(owner.id);
    await expectProblemNaming(await save(owner, { firstName: 'Changed', ...(body as object) }), 400, path);
    expect(await rowOf(owner.id)).toEqual(before);
  });

  it('answers 400 for an unknown field, at the top level or in contacts', async () => {
    const owner = await addOwner();
    const before = await rowOf(owner.id);
    for (const body of [
      { firstName: 'Changed', isAdmin: true },
      { firstName: 'Changed', contacts: { discord: 'olga#1' } },
    ]) {
      const response = await save(owner, body);
      expect(response.status).toBe(400);
      expect((await readProblem(response)).type).toBe('/problems/validation');
    }
    expect(await rowOf(owner.id)).toEqual(before);
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await save('anonymous', { firstName: 'Nobody' });
    expect(response.status).toBe(401);
    expect((await readProblem(response)).status).toBe(401);
  });

  it('answers 403 without the anti-forgery header and writes nothing', async () => {
    const owner = await addOwner();
    const response = await ctx.request('/api/v2/profile/user', {
      method: 'POST',
      as: owner,
      body: { firstName: 'Changed' },
      csrf: false,
    });
    expect(response.status).toBe(403);
    expect((await rowOf(owner.id)).firstName).toBe('Olga');
  });
});
