import { eq, inArray, sql } from 'drizzle-orm';
import {
  certificates,
  loginStates,
  mentorRegistries,
  mentors,
  notificationUserConnections,
  notificationUserSettings,
  profilePermissions,
  students,
  users,
} from '@/server/db/schema';
import { createTestContext, setCookies, type TestContext } from '../../support/server/context';
import { addNotification, setUserSetting } from '../../support/server/notifications';
import { addCertificate, addMentor, addStudent, addUser, type TestUser } from '../../support/server/school';

// access.md §24 DELETE /api/v2/profile/{username}, decision 6, rules.md R19.5: irreversible, complete and atomic.
let ctx: TestContext;

const NOTIFICATION_ID = 'obfuscationTestEvent';

beforeAll(async () => {
  ctx = await createTestContext();
  await addNotification(ctx.db, { id: NOTIFICATION_ID });
});
afterAll(() => ctx.close());

// A user with everything R19.5 removes: contacts, location, about, education, languages, Discord, consent,
// connections, notification settings, profile settings, a mentor questionnaire, a login state, and certificates of two student records.
async function addPerson(): Promise<TestUser & { studentIds: number[] }> {
  const { courseA, courseB } = ctx.school;
  const user = await addUser(ctx.db, {
    firstName: 'Gina',
    lastName: 'Gone',
    githubUserId: Math.floor(Math.random() * 1e9),
    primaryEmail: 'gina@example.com',
    cityName: 'Riga',
    countryName: 'Latvia',
    englishLevel: 'b1',
    languages: ['EN'],
    aboutMyself: 'About me',
    educationHistory: [{ university: 'LU', faculty: 'CS', graduationYear: 2020 }],
    contactsEmail: 'gina.contact@example.com',
    contactsEpamEmail: 'gina@epam.com',
    contactsTelegram: 'gina_tg',
    contactsPhone: '+1',
    contactsSkype: 'gina.skype',
    contactsWhatsapp: '+2',
    contactsLinkedin: 'https://linkedin.com/in/gina',
    contactsNotes: 'notes',
    discord: { id: '99', username: 'gina', discriminator: '0' },
    opportunitiesConsent: true,
  });
  const studentIds = [await addStudent(ctx.db, courseA.id, user.id), await addStudent(ctx.db, courseB.id, user.id)];
  for (const studentId of studentIds) await addCertificate(ctx.db, studentId);
  await addMentor(ctx.db, courseA.id, user.id);
  await ctx.db.insert(mentorRegistries).values({ userId: user.id, preferedCourses: [courseA.id], maxStudentsLimit: 2 });
  await ctx.db.insert(profilePermissions).values({ userId: user.id, settings: { isProfileVisible: { all: true } } });
  await ctx.db.insert(notificationUserConnections).values([
    { userId: user.id, channelId: 'email', externalId: `gina-${user.id}@example.com` },
    { userId: user.id, channelId: 'discord', externalId: `discord-${user.id}` },
  ]);
  await setUserSetting(ctx.db, NOTIFICATION_ID, user.id, 'email', false);
  await setUserSetting(ctx.db, NOTIFICATION_ID, user.id, 'telegram', true);
  await ctx.db
    .insert(loginStates)
    .values({ id: `state-${user.id}`, userId: user.id, data: {}, expiresAt: new Date('2030-01-01') });
  return { ...user, studentIds };
}

const remove = (username: string, as: TestUser | 'admin' | 'student' | 'anonymous') =>
  ctx.request(`/api/v2/profile/${username}`, { method: 'DELETE', as });

async function rowOf(userId: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return row;
}

async function expectObfuscated(person: TestUser & { studentIds: number[] }) {
  const row = await rowOf(person.id);
  expect(row).toMatchObject({
    firstName: 'Removed',
    lastName: null,
    githubUserId: null,
    primaryEmail: null,
    cityName: null,
    countryName: null,
    englishLevel: null,
    languages: [],
    aboutMyself: null,
    educationHistory: [],
    contactsEmail: null,
    contactsEpamEmail: null,
    contactsTelegram: null,
    contactsPhone: null,
    contactsSkype: null,
    contactsWhatsapp: null,
    contactsLinkedin: null,
    contactsNotes: null,
    discord: null,
    opportunitiesConsent: false,
    obfuscated: true,
  });
  expect(row.githubId).toMatch(/^gdpr-[a-z0-9]{10}$/);
  expect(
    await ctx.db.select().from(notificationUserConnections).where(eq(notificationUserConnections.userId, person.id)),
  ).toEqual([]);
  expect(
    await ctx.db.select().from(notificationUserSettings).where(eq(notificationUserSettings.userId, person.id)),
  ).toEqual([]);
  expect(await ctx.db.select().from(profilePermissions).where(eq(profilePermissions.userId, person.id))).toEqual([]);
  expect(await ctx.db.select().from(mentorRegistries).where(eq(mentorRegistries.userId, person.id))).toEqual([]);
  expect(await ctx.db.select().from(loginStates).where(eq(loginStates.userId, person.id))).toEqual([]);
  expect(await ctx.db.select().from(certificates).where(inArray(certificates.studentId, person.studentIds))).toEqual(
    [],
  );
  // Course records stay, now anonymous.
  expect(await ctx.db.select().from(students).where(eq(students.userId, person.id))).toHaveLength(2);
  expect(await ctx.db.select().from(mentors).where(eq(mentors.userId, person.id))).toHaveLength(1);
}

describe('DELETE /profile/{username}', () => {
  it('lets the user remove himself: every trace goes, the session ends, the profile is gone', async () => {
    const person = await addPerson();
    const response = await remove(person.githubId, person);
    expect(response.status).toBe(204);
    await expectObfuscated(person);
    const cookies = setCookies(response);
    expect(cookies.session?.value).toBe('');
    expect(cookies.session?.attributes).toMatch(/Max-Age=0/i);
    // His still-signed token no longer opens a session, and his old login is unknown.
    expect((await ctx.request('/api/v2/session', { as: person })).status).toBe(401);
    expect((await ctx.request(`/api/profile/info?githubId=${person.githubId}`, { as: 'admin' })).status).toBe(404);
  });

  it('accepts `me` for the caller', async () => {
    const person = await addPerson();
    expect((await remove('me', person)).status).toBe(204);
    await expectObfuscated(person);
  });

  it('lets an admin obfuscate another user without ending the admin’s own session', async () => {
    const person = await addPerson();
    const response = await remove(person.githubId.toUpperCase(), 'admin');
    expect(response.status).toBe(204);
    expect(setCookies(response).session).toBeUndefined();
    await expectObfuscated(person);
    expect((await ctx.request('/api/v2/session', { as: 'admin' })).status).toBe(200);
  });

  it('refuses anyone else with 403 and changes nothing', async () => {
    const person = await addPerson();
    const before = await rowOf(person.id);
    for (const as of ['student', await addUser(ctx.db)] as const) {
      expect((await remove(person.githubId, as)).status).toBe(403);
    }
    expect(await rowOf(person.id)).toEqual(before);
    expect(
      await ctx.db.select().from(certificates).where(inArray(certificates.studentId, person.studentIds)),
    ).toHaveLength(2);
  });

  it('answers 404 to an admin for an unknown or already removed login, 401 without a session', async () => {
    const person = await addPerson();
    expect((await remove(person.githubId, person)).status).toBe(204);
    expect((await remove(person.githubId, 'admin')).status).toBe(404);
    expect((await remove((await rowOf(person.id)).githubId, 'admin')).status).toBe(404);
    expect((await remove('no-such-login', 'admin')).status).toBe(404);
    expect((await remove('me', 'anonymous')).status).toBe(401);
  });

  it('is atomic: a failure half-way leaves the user, his certificates and his connections untouched', async () => {
    const person = await addPerson();
    const before = await rowOf(person.id);
    await ctx.db.execute(sql`
      create or replace function refuse_registry_delete() returns trigger language plpgsql as
      $$ begin raise exception 'refused in test'; end $$`);
    await ctx.db.execute(sql`
      create trigger refuse_registry_delete before delete on mentor_registry
      for each row execute function refuse_registry_delete()`);
    try {
      expect((await remove(person.githubId, 'admin')).status).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_registry_delete on mentor_registry`);
    }
    expect(await rowOf(person.id)).toEqual(before);
    expect(
      await ctx.db.select().from(certificates).where(inArray(certificates.studentId, person.studentIds)),
    ).toHaveLength(2);
    expect(
      await ctx.db.select().from(notificationUserConnections).where(eq(notificationUserConnections.userId, person.id)),
    ).toHaveLength(2);
    expect(
      await ctx.db.select().from(notificationUserSettings).where(eq(notificationUserSettings.userId, person.id)),
    ).toHaveLength(2);
    expect(await ctx.db.select().from(profilePermissions).where(eq(profilePermissions.userId, person.id))).toHaveLength(
      1,
    );
  });
});
