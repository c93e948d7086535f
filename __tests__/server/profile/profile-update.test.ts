import { and, eq } from 'drizzle-orm';
import { notificationUserConnections, profilePermissions, users } from '@/server/db/schema';
import { START_TIME, createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { addUser, type TestUser } from '../../support/server/school';

// access.md §24 PATCH /api/v2/profile/info, rules.md R19.4 and R20.5/R20.6 (notification connections).
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const addOwner = () =>
  addUser(ctx.db, {
    firstName: 'Olga',
    lastName: 'Owner',
    cityName: 'Riga',
    contactsEmail: 'olga@example.com',
    contactsPhone: '+371 2000 0000',
  });

const patch = (as: TestUser | 'anonymous', body: unknown) =>
  ctx.request('/api/v2/profile/info', { method: 'PATCH', as, body });

async function rowOf(userId: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return row;
}

const connectionsOf = (userId: number) =>
  ctx.db
    .select({
      channelId: notificationUserConnections.channelId,
      externalId: notificationUserConnections.externalId,
      enabled: notificationUserConnections.enabled,
    })
    .from(notificationUserConnections)
    .where(eq(notificationUserConnections.userId, userId))
    .orderBy(notificationUserConnections.channelId);

describe('PATCH /profile/info saves the own profile', () => {
  it('splits the name at the first word and changes only the fields sent', async () => {
    const owner = await addOwner();
    const response = await patch(owner, { name: '  Olga   Anna  Ozola ', countryName: 'Latvia' });
    expect(response.status).toBe(204);
    expect(await rowOf(owner.id)).toMatchObject({
      firstName: 'Olga',
      lastName: 'Anna Ozola',
      countryName: 'Latvia',
      cityName: 'Riga',
      contactsPhone: '+371 2000 0000',
      updatedAt: START_TIME,
    });
    expect((await patch(owner, { name: 'Mononym' })).status).toBe(204);
    expect(await rowOf(owner.id)).toMatchObject({ firstName: 'Mononym', lastName: null });
  });

  it('saves about, languages, English, education and every contact kind of the user table', async () => {
    const owner = await addOwner();
    const body = {
      aboutMyself: 'Front-end developer',
      languages: ['EN', 'LV'],
      englishLevel: 'c1',
      educationHistory: [{ university: 'LU', faculty: 'Computing', graduationYear: 2019 }],
      contacts: {
        epamEmail: 'olga_owner@epam.com',
        email: 'olga.new@example.com',
        telegram: 'olga_tg',
        phone: '',
        skype: 'olga.skype',
        whatsApp: '+371 2000 0001',
        notes: 'Evenings only',
        linkedIn: 'https://linkedin.com/in/olga',
      },
    };
    expect((await patch(owner, body)).status).toBe(204);
    expect(await rowOf(owner.id)).toMatchObject({
      aboutMyself: 'Front-end developer',
      languages: ['EN', 'LV'],
      englishLevel: 'c1',
      educationHistory: body.educationHistory,
      contactsEpamEmail: 'olga_owner@epam.com',
      contactsEmail: 'olga.new@example.com',
      contactsTelegram: 'olga_tg',
      contactsPhone: null,
      contactsSkype: 'olga.skype',
      contactsWhatsapp: '+371 2000 0001',
      contactsNotes: 'Evenings only',
      contactsLinkedin: 'https://linkedin.com/in/olga',
    });
  });

  it('merges permission settings flag by flag and audience by audience', async () => {
    const owner = await addOwner();
    await patch(owner, { permissionsSettings: { isEmailVisible: { all: true }, isPhoneVisible: { student: false } } });
    await patch(owner, { permissionsSettings: { isEmailVisible: { mentor: true } } });
    const [row] = await ctx.db.select().from(profilePermissions).where(eq(profilePermissions.userId, owner.id));
    expect(row.settings).toEqual({
      isEmailVisible: { all: true, mentor: true },
      isPhoneVisible: { student: false },
    });
  });

  it('writes only the caller’s own row', async () => {
    const owner = await addOwner();
    const other = await addOwner();
    expect((await patch(owner, { name: 'Changed Name', permissionsSettings: {} })).status).toBe(204);
    expect((await rowOf(other.id)).firstName).toBe('Olga');
  });
});

describe('R20.5/R20.6: e-mail and Discord changes update the notification connections', () => {
  it('a new e-mail waits for confirmation; a Discord id is connected; removing both deletes the connections', async () => {
    const owner = await addOwner();
    await patch(owner, {
      contacts: { email: 'fresh@example.com' },
      discord: { id: '123456789', username: 'olga', discriminator: '0' },
    });
    expect(await connectionsOf(owner.id)).toEqual([
      { channelId: 'email', externalId: 'fresh@example.com', enabled: false },
      { channelId: 'discord', externalId: '123456789', enabled: true },
    ]);
    expect((await rowOf(owner.id)).discord).toEqual({ id: '123456789', username: 'olga', discriminator: '0' });

    await patch(owner, { contacts: { email: null }, discord: null });
    expect(await connectionsOf(owner.id)).toEqual([]);
    expect(await rowOf(owner.id)).toMatchObject({ contactsEmail: null, discord: null });
  });

  it('an unchanged e-mail keeps a confirmed connection confirmed', async () => {
    const owner = await addOwner();
    await ctx.db
      .insert(notificationUserConnections)
      .values({ userId: owner.id, channelId: 'email', externalId: 'olga@example.com', enabled: true });
    expect((await patch(owner, { contacts: { email: 'olga@example.com', telegram: 'tg' } })).status).toBe(204);
    expect(await connectionsOf(owner.id)).toEqual([
      { channelId: 'email', externalId: 'olga@example.com', enabled: true },
    ]);
  });

  it('a Discord name typed by hand (no id) is saved without a connection', async () => {
    const owner = await addOwner();
    expect((await patch(owner, { discord: { username: 'olga_handle' } })).status).toBe(204);
    expect((await rowOf(owner.id)).discord).toEqual({ id: '', username: 'olga_handle', discriminator: '0' });
    expect(await connectionsOf(owner.id)).toEqual([]);
  });

  it('answers 409 naming the field when another user holds the Discord account, and writes nothing', async () => {
    const holder = await addOwner();
    const owner = await addOwner();
    await patch(holder, { discord: { id: '777', username: 'holder' } });
    const before = await rowOf(owner.id);
    const response = await patch(owner, { name: 'Changed Name', discord: { id: '777', username: 'thief' } });
    await expectProblemNaming(response, 409, 'discord.id');
    expect(await rowOf(owner.id)).toEqual(before);
    const [held] = await ctx.db
      .select()
      .from(notificationUserConnections)
      .where(
        and(eq(notificationUserConnections.channelId, 'discord'), eq(notificationUserConnections.externalId, '777')),
      );
    expect(held.userId).toBe(holder.id);
  });
});

describe('PATCH /profile/info refuses bad input and writes nothing', () => {
  const refusals: [string, unknown, string][] = [
    ['a contact e-mail over 320 characters', { contacts: { email: `${'a'.repeat(320)}@x.io` } }, 'contacts.email'],
    ['a malformed contact e-mail', { contacts: { email: 'olga@' } }, 'contacts.email'],
    ['a malformed corporate e-mail', { contacts: { epamEmail: 'not-mail' } }, 'contacts.epamEmail'],
    ['a LinkedIn URL that is not http(s)', { contacts: { linkedIn: 'ftp://x.io/o' } }, 'contacts.linkedIn'],
    [
      'a LinkedIn URL over 2048 characters',
      { contacts: { linkedIn: `https://x.io/${'l'.repeat(2040)}` } },
      'contacts.linkedIn',
    ],
    ['an unknown language', { languages: ['EN', 'XX'] }, 'languages.1'],
    ['an unknown English level', { englishLevel: 'd1' }, 'englishLevel'],
    [
      'an education entry without university',
      { educationHistory: [{ university: ' ', faculty: 'CS', graduationYear: 2020 }] },
      'educationHistory.0.university',
    ],
    [
      'a graduation year out of range',
      { educationHistory: [{ university: 'LU', faculty: '', graduationYear: 1800 }] },
      'educationHistory.0.graduationYear',
    ],
    ['a Discord id with letters', { discord: { id: 'abc', username: 'olga' } }, 'discord.id'],
    ['a Discord entry without username', { discord: { id: '1' } }, 'discord.username'],
    [
      'an unknown permission flag',
      { permissionsSettings: { isSecretVisible: { all: true } } },
      'permissionsSettings.isSecretVisible',
    ],
    [
      'an unknown audience',
      { permissionsSettings: { isEmailVisible: { hirer: true } } },
      'permissionsSettings.isEmailVisible.hirer',
    ],
    ['a name over 200 characters', { name: 'N'.repeat(201) }, 'name'],
    ['an unknown field', { isAdmin: true }, 'isAdmin'],
  ];

  it.each(refusals)('answers 400 naming the field for %s', async (_case, body, path) => {
    const owner = await addOwner();
    const before = await rowOf(owner.id);
    await expectProblemNaming(await patch(owner, { name: 'Changed Name', ...(body as object) }), 400, path);
    expect(await rowOf(owner.id)).toEqual(before);
  });

  it('answers 401 to an anonymous caller and 403 without the anti-forgery header', async () => {
    expect((await patch('anonymous', { name: 'Nobody' })).status).toBe(401);
    const owner = await addOwner();
    const response = await ctx.request('/api/v2/profile/info', {
      method: 'PATCH',
      as: owner,
      body: { name: 'Changed Name' },
      csrf: false,
    });
    expect(response.status).toBe(403);
    expect((await readProblem(response)).status).toBe(403);
    expect((await rowOf(owner.id)).firstName).toBe('Olga');
  });
});
