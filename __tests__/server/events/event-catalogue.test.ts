import { courseEvents, events } from '@/server/db/schema';
import { START_TIME, createTestContext, readProblem, type TestContext } from '../../support/server/context';

// access.md §18, data-model.md §8 event: the global events catalogue.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Event = { id: number; name: string; type: string; description: string | null };

const create = async (body: Record<string, unknown>) => {
  const response = await ctx.request('/api/v2/events', { method: 'POST', as: 'manager', body });
  expect(response.status).toBe(201);
  return (await response.json()) as Event;
};

describe('events catalogue', () => {
  it('creates an event and lists it by name for a power user', async () => {
    const created = await create({ name: 'Lecture: Closures', type: 'lecture_online', description: 'Scopes' });
    expect(created).toMatchObject({ name: 'Lecture: Closures', type: 'lecture_online', discipline: null });
    const response = await ctx.request('/api/v2/events', { as: 'supervisor' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Event[]).map((event) => event.name)).toContain('Lecture: Closures');
  });

  it('refuses an unknown event type with 400 naming type', async () => {
    const response = await ctx.request('/api/v2/events', {
      method: 'POST',
      as: 'admin',
      body: { name: 'X', type: 'party' },
    });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors?.[0].path).toBe('type');
  });

  it('refuses an unknown discipline with 400 naming disciplineId', async () => {
    const response = await ctx.request('/api/v2/events', {
      method: 'POST',
      as: 'admin',
      body: { name: 'X', type: 'info', disciplineId: 999999 },
    });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors).toEqual([{ path: 'disciplineId', message: 'Unknown discipline' }]);
  });

  it('refuses a supervisor-only power user on writes with 403', async () => {
    const response = await ctx.request('/api/v2/events', {
      method: 'POST',
      as: 'supervisor',
      body: { name: 'X', type: 'info' },
    });
    expect(response.status).toBe(403);
  });

  it('patches only the fields sent and answers 404 for an unknown event', async () => {
    const event = await create({ name: 'Warm-up', type: 'warmup', description: 'Keep me' });
    const response = await ctx.request(`/api/v2/events/${event.id}`, {
      method: 'PATCH',
      as: 'manager',
      body: { name: 'Warm-up 2' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Warm-up 2', type: 'warmup', description: 'Keep me' });
    const unknown = await ctx.request('/api/v2/events/999999', { method: 'PATCH', as: 'admin', body: { name: 'X' } });
    expect(unknown.status).toBe(404);
  });

  it('refuses to delete an event a course event uses with 409, and deletes an unused one', async () => {
    const used = await create({ name: 'Used event', type: 'meetup' });
    await ctx.db
      .insert(courseEvents)
      .values({ courseId: ctx.school.courseA.id, eventId: used.id, dateTime: START_TIME });
    const refused = await ctx.request(`/api/v2/events/${used.id}`, { method: 'DELETE', as: 'manager' });
    expect(refused.status).toBe(409);
    expect((await readProblem(refused)).detail).toMatch(/1 course event uses it/);
    const unused = await create({ name: 'Unused event', type: 'webinar' });
    expect((await ctx.request(`/api/v2/events/${unused.id}`, { method: 'DELETE', as: 'manager' })).status).toBe(204);
    const left = await ctx.db.select({ id: events.id }).from(events);
    expect(left.map((row) => row.id)).toContain(used.id);
    expect(left.map((row) => row.id)).not.toContain(unused.id);
  });
});
