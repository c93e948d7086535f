import { eq } from 'drizzle-orm';
import { profilePermissions, users } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { addUser } from '../../support/server/school';

// access.md §24: /api/profile/me answers the caller's own fields; /api/profile/info the full profile to its owner
// (the visibility rules for everyone else: profile-visibility.test.ts).
let ctx: TestContext;
let owner: { id: number; githubId: string };

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await addUser(ctx.db, {
    firstName: 'Olga',
    lastName: 'Owner',
    primaryEmail: 'olga@example.com',
    cityName: 'Riga',
    countryName: 'Latvia',
    englishLevel: 'b2',
    languages: ['EN', 'LV'],
    aboutMyself: 'Front-end developer',
    educationHistory: [{ university: 'LU', faculty: 'CS', graduationYear: 2020 }],
    contactsTelegram: 'olga_tg',
    discord: { id: '1', username: 'olga', discriminator: '0001' },
  });
  await ctx.db.insert(profilePermissions).values({ userId: owner.id, settings: { isProfileVisible: { all: true } } });
});
afterAll(() => ctx.close());

describe('GET /api/profile/me', () => {
  it('answers the own editable profile', async () => {
    const response = await ctx.request('/api/profile/me', { as: owner });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: owner.id,
      githubId: owner.githubId,
      firstName: 'Olga',
      lastName: 'Owner',
      name: 'Olga Owner',
      primaryEmail: 'olga@example.com',
      countryName: 'Latvia',
      cityName: 'Riga',
      englishLevel: 'b2',
      languages: ['EN', 'LV'],
      aboutMyself: 'Front-end developer',
      educationHistory: [{ university: 'LU', faculty: 'CS', graduationYear: 2020 }],
      contacts: {
        epamEmail: null,
        email: null,
        telegram: 'olga_tg',
        phone: null,
        skype: null,
        whatsApp: null,
        notes: null,
        linkedIn: null,
      },
      discord: { id: '1', username: 'olga', discriminator: '0001' },
      permissionsSettings: { isProfileVisible: { all: true } },
    });
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.request('/api/profile/me')).status).toBe(401);
  });
});

describe('GET /api/profile/info', () => {
  it('answers the full own profile without githubId and with the own githubId', async () => {
    for (const query of ['', `?githubId=${owner.githubId}`]) {
      const response = await ctx.request(`/api/profile/info${query}`, { as: owner });
      expect(response.status).toBe(200);
      const info = (await response.json()) as Record<string, unknown>;
      expect(info).toMatchObject({
        permissionsSettings: expect.objectContaining({
          isProfileVisible: { all: true, mentor: false, student: false },
          isEmailVisible: { all: false, mentor: false, student: true },
        }),
        generalInfo: { githubId: owner.githubId, name: 'Olga Owner', cityName: 'Riga', englishLevel: 'b2' },
        contacts: expect.objectContaining({ telegram: 'olga_tg' }),
        discord: { id: '1', username: 'olga', discriminator: '0001' },
      });
    }
  });

  it('answers the open profile of another user without his hidden contacts or settings', async () => {
    const response = await ctx.request(`/api/profile/info?githubId=${owner.githubId}`, { as: 'student' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      generalInfo: {
        githubId: owner.githubId,
        name: 'Olga Owner',
        cityName: 'Riga',
        countryName: 'Latvia',
        languages: ['EN', 'LV'],
      },
      discord: { id: '1', username: 'olga', discriminator: '0001' },
    });
  });

  it('answers 404 for an unknown or obfuscated githubId', async () => {
    const hidden = await addUser(ctx.db);
    await ctx.db.update(users).set({ obfuscated: true }).where(eq(users.id, hidden.id));
    for (const githubId of ['no-such-login', hidden.githubId]) {
      const response = await ctx.request(`/api/profile/info?githubId=${githubId}`, { as: 'student' });
      expect(response.status).toBe(404);
      expect((await readProblem(response)).type).toBe('/problems/not_found');
    }
  });

  it('answers 400 naming githubId when it is longer than a GitHub login', async () => {
    const response = await ctx.request(`/api/profile/info?githubId=${'x'.repeat(40)}`, { as: 'student' });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors?.map((error) => error.path)).toContain('githubId');
  });
});
