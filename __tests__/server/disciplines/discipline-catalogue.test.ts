import { count, eq } from 'drizzle-orm';
import { disciplines } from '@/server/db/schema';
import { START_TIME, createTestContext, readProblem, type TestContext } from '../../support/server/context';

// access.md §16, data-model.md "discipline (soft)": the discipline catalogue, name asc, soft-deleted rows hidden.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Discipline = { id: number; name: string; createdDate: string; updatedDate: string };

const create = async (name: string) => {
  const response = await ctx.request('/api/v2/disciplines', { method: 'POST', as: 'admin', body: { name } });
  expect(response.status).toBe(201);
  return (await response.json()) as Discipline;
};
const rename = (id: number, name: string) =>
  ctx.request(`/api/v2/disciplines/${id}`, { method: 'PATCH', as: 'admin', body: { name } });
const remove = (id: number) => ctx.request(`/api/v2/disciplines/${id}`, { method: 'DELETE', as: 'admin' });
const list = async () => {
  const response = await ctx.request('/api/v2/disciplines', { as: 'student' });
  expect(response.status).toBe(200);
  return (await response.json()) as Discipline[];
};
const byIds = (body: unknown) => ctx.request('/api/v2/disciplines/ids', { method: 'POST', as: 'newcomer', body });
const disciplineCount = async () => (await ctx.db.select({ total: count() }).from(disciplines))[0].total;
const rowOf = async (id: number) => (await ctx.db.select().from(disciplines).where(eq(disciplines.id, id)))[0];

describe('POST /disciplines', () => {
  it('creates a discipline and answers 201 with id, name and ISO dates', async () => {
    ctx.clock.set(START_TIME);
    const response = await ctx.request('/api/v2/disciplines', {
      method: 'POST',
      as: 'admin',
      body: { name: 'Create Shape' },
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Discipline;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Create Shape',
      createdDate: START_TIME.toISOString(),
      updatedDate: START_TIME.toISOString(),
    });
    expect(await rowOf(created.id)).toMatchObject({ name: 'Create Shape', deletedAt: null });
  });

  it('trims the name before storing it', async () => {
    const created = await create('  Trimmed Name  ');
    expect(created.name).toBe('Trimmed Name');
  });

  it('refuses a name a live discipline holds with a 409 naming name, writing nothing', async () => {
    await create('Taken Name');
    const before = await disciplineCount();
    const response = await ctx.request('/api/v2/disciplines', {
      method: 'POST',
      as: 'admin',
      body: { name: ' Taken Name ' },
    });
    expect(response.status).toBe(409);
    const problem = await readProblem(response);
    expect(problem).toMatchObject({ type: '/problems/conflict', status: 409 });
    expect(problem.errors).toEqual([{ path: 'name', message: expect.any(String) }]);
    expect(await disciplineCount()).toBe(before);
  });

  it('lets a new discipline reuse the name of a deleted one', async () => {
    const old = await create('Reused Name');
    expect((await remove(old.id)).status).toBe(204);
    const again = await create('Reused Name');
    expect(again.id).not.toBe(old.id);
    expect((await list()).filter((entry) => entry.name === 'Reused Name')).toEqual([again]);
  });
});

describe('GET /disciplines', () => {
  it('lists live disciplines by name ascending and leaves deleted ones out', async () => {
    const gamma = await create('List Gamma');
    const alpha = await create('List Alpha');
    const deleted = await create('List Beta');
    const beta = await create('List Delta');
    expect((await remove(deleted.id)).status).toBe(204);
    const listed = (await list()).filter((entry) => entry.name.startsWith('List '));
    expect(listed).toEqual([alpha, beta, gamma]);
  });

  it('answers the list with Cache-Control: no-store', async () => {
    const response = await ctx.request('/api/v2/disciplines', { as: 'newcomer' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Array.isArray(await response.json())).toBe(true);
  });
});

describe('PATCH /disciplines/{id}', () => {
  it('renames a discipline and moves its updated date only', async () => {
    ctx.clock.set(START_TIME);
    const original = await create('Before Rename');
    const later = new Date(START_TIME.getTime() + 60_000);
    ctx.clock.set(later);
    const response = await rename(original.id, 'After Rename');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: original.id,
      name: 'After Rename',
      createdDate: original.createdDate,
      updatedDate: later.toISOString(),
    });
    ctx.clock.set(START_TIME);
  });

  it('accepts a discipline keeping its own name', async () => {
    const same = await create('Same Name');
    const response = await rename(same.id, 'Same Name');
    expect(response.status).toBe(200);
    expect(((await response.json()) as Discipline).name).toBe('Same Name');
  });

  it("refuses another live discipline's name with a 409 naming name and leaves the row unchanged", async () => {
    await create('Holder');
    const other = await create('Other');
    const response = await rename(other.id, 'Holder');
    expect(response.status).toBe(409);
    expect((await readProblem(response)).errors).toEqual([{ path: 'name', message: expect.any(String) }]);
    expect((await rowOf(other.id)).name).toBe('Other');
  });

  it('answers 404 for an unknown or a deleted discipline', async () => {
    const deleted = await create('Deleted Before Rename');
    expect((await remove(deleted.id)).status).toBe(204);
    for (const id of [deleted.id, 987654]) {
      const response = await rename(id, 'Fresh Name');
      expect(response.status).toBe(404);
      expect((await readProblem(response)).type).toBe('/problems/not_found');
    }
    expect((await rowOf(deleted.id)).name).toBe('Deleted Before Rename');
  });

  it('answers 404 before 409 when an unknown discipline is given a taken name (rules.md R1.9)', async () => {
    await create('Taken By Live');
    expect((await rename(987655, 'Taken By Live')).status).toBe(404);
  });
});

describe('DELETE /disciplines/{id}', () => {
  it('soft-deletes: 204, the row stays with deleted_at set, a second delete answers 404', async () => {
    const later = new Date(START_TIME.getTime() + 3_600_000);
    ctx.clock.set(later);
    const doomed = await create('Soft Deleted');
    const response = await remove(doomed.id);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await rowOf(doomed.id)).toMatchObject({ name: 'Soft Deleted', deletedAt: later });
    expect((await list()).some((entry) => entry.id === doomed.id)).toBe(false);
    const again = await remove(doomed.id);
    expect(again.status).toBe(404);
    expect((await readProblem(again)).status).toBe(404);
    ctx.clock.set(START_TIME);
  });

  it('answers 404 for a discipline that never existed', async () => {
    expect((await remove(987656)).status).toBe(404);
  });
});

describe('POST /disciplines/ids', () => {
  it('answers the known live disciplines of the ids and skips unknown and deleted ones', async () => {
    const zeta = await create('Ids Zeta');
    const eta = await create('Ids Eta');
    const gone = await create('Ids Gone');
    expect((await remove(gone.id)).status).toBe(204);
    const response = await byIds({ ids: [zeta.id, gone.id, 987657, eta.id, zeta.id] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([eta, zeta]);
  });

  it('answers [] for an empty list of ids', async () => {
    const response = await byIds({ ids: [] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});
