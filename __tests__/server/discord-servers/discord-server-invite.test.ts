import { eq } from 'drizzle-orm';
import { courses } from '@/server/db/schema';
import { createTestContext, readProblem, type RequestOptions, type TestContext } from '../../support/server/context';
import { addCourse, addDiscordServer, addMentor, addUser } from '../../support/server/school';

// access.md §17: the reduced list for power users, and the mentors' chat invite of a course's own Discord server.
let ctx: TestContext;
let chatServer: { id: number; name: string };
let otherServer: { id: number; name: string };
beforeAll(async () => {
  ctx = await createTestContext();
  chatServer = await addDiscordServer(ctx.db, {
    name: 'Invite Chat',
    mentorsChatUrl: 'https://discord.gg/mentors-a',
    gratitudeUrl: 'https://discord.gg/thanks-a',
  });
  otherServer = await addDiscordServer(ctx.db, { name: 'Invite Other', mentorsChatUrl: 'https://discord.gg/other' });
  await ctx.db.update(courses).set({ discordServerId: chatServer.id }).where(eq(courses.id, ctx.school.courseA.id));
  await ctx.db.update(courses).set({ discordServerId: otherServer.id }).where(eq(courses.id, ctx.school.courseB.id));
});
afterAll(() => ctx.close());

const invite = (courseId: number, id: number, options: RequestOptions) =>
  ctx.request(`/api/v2/discord-servers/${courseId}/invite/${id}`, options);

describe('GET /discord-servers/reduced', () => {
  it.each(['manager', 'supervisor', 'admin'] as const)('answers [{id, name}] by name to a %s', async (persona) => {
    const response = await ctx.request('/api/v2/discord-servers/reduced', { as: persona });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const listed = (await response.json()) as Record<string, unknown>[];
    for (const entry of listed) expect(Object.keys(entry).sort()).toEqual(['id', 'name']);
    expect(listed.filter((entry) => String(entry.name).startsWith('Invite '))).toEqual([
      { id: chatServer.id, name: 'Invite Chat' },
      { id: otherServer.id, name: 'Invite Other' },
    ]);
  });
});

describe('GET /discord-servers/{courseId}/invite/{id}', () => {
  const courseA = () => ctx.school.courseA.id;

  it.each(['mentor', 'manager', 'admin'] as const)(
    "answers the course's mentors chat URL to a %s of the course",
    async (persona) => {
      const response = await invite(courseA(), chatServer.id, { as: persona });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ mentorsChatUrl: 'https://discord.gg/mentors-a' });
    },
  );

  it("answers 404 for another server's id, never that server's chat", async () => {
    const response = await invite(courseA(), otherServer.id, { as: 'mentor' });
    expect(response.status).toBe(404);
    const problem = await readProblem(response);
    expect(problem.type).toBe('/problems/not_found');
    expect(JSON.stringify(problem)).not.toContain('discord.gg/other');
  });

  it('answers 404 for an unknown server id', async () => {
    expect((await invite(courseA(), 987654, { as: 'manager' })).status).toBe(404);
  });

  it('answers 404 when the course server has no mentors chat', async () => {
    const silent = await addDiscordServer(ctx.db, { name: 'Silent', gratitudeUrl: 'https://discord.gg/thanks' });
    const course = await addCourse(ctx.db, { discordServerId: silent.id });
    const mentor = await addUser(ctx.db);
    await addMentor(ctx.db, course.id, mentor.id);
    expect((await invite(course.id, silent.id, { as: mentor })).status).toBe(404);
  });

  it('answers 404 when the course has no Discord server at all', async () => {
    const course = await addCourse(ctx.db);
    const mentor = await addUser(ctx.db);
    await addMentor(ctx.db, course.id, mentor.id);
    expect((await invite(course.id, chatServer.id, { as: mentor })).status).toBe(404);
  });

  it("answers 403 to a mentor of another course, even for that course's server", async () => {
    const outsider = await addUser(ctx.db);
    await addMentor(ctx.db, ctx.school.courseB.id, outsider.id);
    for (const id of [chatServer.id, otherServer.id]) {
      const response = await invite(courseA(), id, { as: outsider });
      expect(response.status).toBe(403);
      expect(JSON.stringify(await readProblem(response))).not.toContain('discord.gg');
    }
    const own = await invite(ctx.school.courseB.id, otherServer.id, { as: outsider });
    expect(await own.json()).toEqual({ mentorsChatUrl: 'https://discord.gg/other' });
  });

  it('answers 403 to a student of the course', async () => {
    expect((await invite(courseA(), chatServer.id, { as: 'student' })).status).toBe(403);
  });

  it("answers 404 once the course's server has been deleted", async () => {
    const gone = await addDiscordServer(ctx.db, { mentorsChatUrl: 'https://discord.gg/gone' });
    const course = await addCourse(ctx.db, { discordServerId: gone.id });
    const mentor = await addUser(ctx.db);
    await addMentor(ctx.db, course.id, mentor.id);
    expect((await invite(course.id, gone.id, { as: mentor })).status).toBe(200);
    expect((await ctx.request(`/api/v2/discord-servers/${gone.id}`, { method: 'DELETE', as: 'admin' })).status).toBe(
      204,
    );
    expect((await invite(course.id, gone.id, { as: mentor })).status).toBe(404);
  });
});
