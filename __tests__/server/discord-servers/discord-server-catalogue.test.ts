import { count, eq } from 'drizzle-orm';
import { courses, discordServers } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { addCourse, addDiscordServer } from '../../support/server/school';

// access.md §17 and data-model.md "discord_server": admins keep the Discord server catalogue; URLs are http(s), ≤ 2048.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type DiscordServer = { id: number; name: string; gratitudeUrl: string | null; mentorsChatUrl: string | null };

const post = (body: unknown) => ctx.request('/api/v2/discord-servers', { method: 'POST', as: 'admin', body });
const put = (id: number, body: unknown) =>
  ctx.request(`/api/v2/discord-servers/${id}`, { method: 'PUT', as: 'admin', body });
const remove = (id: number) => ctx.request(`/api/v2/discord-servers/${id}`, { method: 'DELETE', as: 'admin' });
const list = async () => {
  const response = await ctx.request('/api/v2/discord-servers', { as: 'admin' });
  expect(response.status).toBe(200);
  return (await response.json()) as DiscordServer[];
};
const serverCount = async () => (await ctx.db.select({ total: count() }).from(discordServers))[0].total;

const expectFieldError = async (response: Response, path: string) => {
  expect(response.status).toBe(400);
  const problem = await readProblem(response);
  expect(problem.type).toBe('/problems/validation');
  expect(problem.errors).toEqual(expect.arrayContaining([{ path, message: expect.any(String) }]));
};

describe('POST /discord-servers', () => {
  it('creates a server and answers 201 with every field', async () => {
    const body = {
      name: 'Full Server',
      gratitudeUrl: 'https://discord.com/channels/1/2',
      mentorsChatUrl: 'http://discord.gg/mentors',
    };
    const response = await post(body);
    expect(response.status).toBe(201);
    const created = (await response.json()) as DiscordServer;
    expect(created).toEqual({ id: expect.any(Number), ...body });
    const [row] = await ctx.db.select().from(discordServers).where(eq(discordServers.id, created.id));
    expect(row).toMatchObject(body);
  });

  it('answers null for omitted URLs and trims the strings it stores', async () => {
    const response = await post({ name: '  Bare Server ', mentorsChatUrl: ' https://discord.gg/x ' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(Number),
      name: 'Bare Server',
      gratitudeUrl: null,
      mentorsChatUrl: 'https://discord.gg/x',
    });
  });

  it('accepts explicit nulls for the URLs', async () => {
    const response = await post({ name: 'Null Urls', gratitudeUrl: null, mentorsChatUrl: null });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ gratitudeUrl: null, mentorsChatUrl: null });
  });
});

describe('discord server body', () => {
  const long = `https://discord.gg/${'a'.repeat(2048 - 'https://discord.gg/'.length + 1)}`;

  it.each(['gratitudeUrl', 'mentorsChatUrl'])('refuses a %s longer than 2048 characters naming it', async (field) => {
    const before = await serverCount();
    await expectFieldError(await post({ name: 'Long Url', [field]: long }), field);
    expect(await serverCount()).toBe(before);
    const limit = long.slice(0, 2048);
    expect((await post({ name: 'Limit Url', [field]: limit })).status).toBe(201);
  });

  it.each(['gratitudeUrl', 'mentorsChatUrl'])('refuses a %s that is not an http(s) URL naming it', async (field) => {
    const before = await serverCount();
    for (const url of ['ftp://x', 'javascript:alert(1)', 'discord.gg/abc', 'https://', '', 'https://a b']) {
      await expectFieldError(await post({ name: 'Bad Url', [field]: url }), field);
    }
    expect(await serverCount()).toBe(before);
  });

  it('refuses an empty or over-long name and an unknown field', async () => {
    await expectFieldError(await post({ name: '   ' }), 'name');
    await expectFieldError(await post({}), 'name');
    await expectFieldError(await post({ name: 'n'.repeat(101) }), 'name');
    await expectFieldError(await post({ name: 'Extra', inviteUrl: 'https://x.y' }), 'inviteUrl');
  });

  it('validates the PUT body the same way', async () => {
    const server = await addDiscordServer(ctx.db, { gratitudeUrl: 'https://keep.me' });
    await expectFieldError(await put(server.id, { name: 'Put', mentorsChatUrl: 'ftp://x' }), 'mentorsChatUrl');
    await expectFieldError(await put(server.id, { name: 'Put', gratitudeUrl: long }), 'gratitudeUrl');
    await expectFieldError(await put(server.id, { name: '' }), 'name');
    const [row] = await ctx.db.select().from(discordServers).where(eq(discordServers.id, server.id));
    expect(row).toMatchObject({ name: server.name, gratitudeUrl: 'https://keep.me' });
  });
});

describe('GET /discord-servers', () => {
  it('lists every server by name ascending with its URLs', async () => {
    const charlie = await addDiscordServer(ctx.db, { name: 'Order Charlie', mentorsChatUrl: 'https://c.chat' });
    const alpha = await addDiscordServer(ctx.db, { name: 'Order Alpha' });
    const bravo = await addDiscordServer(ctx.db, { name: 'Order Bravo', gratitudeUrl: 'https://b.thanks' });
    const listed = (await list()).filter((server) => server.name.startsWith('Order '));
    expect(listed).toEqual([
      { id: alpha.id, name: 'Order Alpha', gratitudeUrl: null, mentorsChatUrl: null },
      { id: bravo.id, name: 'Order Bravo', gratitudeUrl: 'https://b.thanks', mentorsChatUrl: null },
      { id: charlie.id, name: 'Order Charlie', gratitudeUrl: null, mentorsChatUrl: 'https://c.chat' },
    ]);
  });
});

describe('PUT /discord-servers/{id}', () => {
  it('replaces the whole record: an omitted URL becomes null', async () => {
    const server = await addDiscordServer(ctx.db, {
      name: 'Replace Me',
      gratitudeUrl: 'https://old.thanks',
      mentorsChatUrl: 'https://old.chat',
    });
    const response = await put(server.id, { name: 'Replaced', mentorsChatUrl: 'https://new.chat' });
    expect(response.status).toBe(200);
    const expected = { id: server.id, name: 'Replaced', gratitudeUrl: null, mentorsChatUrl: 'https://new.chat' };
    expect(await response.json()).toEqual(expected);
    expect((await list()).find((entry) => entry.id === server.id)).toEqual(expected);
  });

  it('answers 404 for an unknown server and creates nothing', async () => {
    const before = await serverCount();
    const response = await put(987654, { name: 'Ghost' });
    expect(response.status).toBe(404);
    expect((await readProblem(response)).type).toBe('/problems/not_found');
    expect(await serverCount()).toBe(before);
  });
});

describe('DELETE /discord-servers/{id}', () => {
  it('deletes the server and leaves courses that pointed to it without a server', async () => {
    const server = await addDiscordServer(ctx.db);
    const kept = await addDiscordServer(ctx.db);
    const course = await addCourse(ctx.db, { discordServerId: server.id });
    const unaffected = await addCourse(ctx.db, { discordServerId: kept.id });
    const response = await remove(server.id);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const rows = await ctx.db
      .select({ id: courses.id, discordServerId: courses.discordServerId })
      .from(courses)
      .where(eq(courses.discordServerId, kept.id));
    expect(rows).toEqual([{ id: unaffected.id, discordServerId: kept.id }]);
    const [stillThere] = await ctx.db.select().from(courses).where(eq(courses.id, course.id));
    expect(stillThere).toMatchObject({ id: course.id, name: course.name, discordServerId: null });
    expect((await list()).some((entry) => entry.id === server.id)).toBe(false);
  });

  it('answers 404 on a second delete and for an unknown server', async () => {
    const server = await addDiscordServer(ctx.db);
    expect((await remove(server.id)).status).toBe(204);
    const again = await remove(server.id);
    expect(again.status).toBe(404);
    expect((await readProblem(again)).status).toBe(404);
    expect((await remove(987655)).status).toBe(404);
  });
});
