import { eq } from 'drizzle-orm';
import { students, users } from '@/server/db/schema';
import { createTestContext, type RequestOptions, type TestApp, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { addCertificate, addCourseTask } from '../../support/server/school';

// DESIGN.md "Performance" / issue 12: the course students list is cached by (course, roster version, query) with an
// ETag; every write it shows is on the next read, on one instance or another.
type StudentPage = {
  items: {
    githubId: string;
    isActive: boolean;
    mentoring: boolean;
    mentor: { githubId: string } | null;
    countryName: string | null;
    totalScore: number;
    certificate: { publicId: string } | null;
    discord: string | null;
  }[];
  pagination: { total: number };
};

let ctx: TestContext;
let course: StaffedCourse;
let taskId: number;
const login = (name: string) => `roster-${name}-${process.pid}`;
const people: Record<string, { userId: number; studentId: number }> = {};
const QUERY = 'current=1&pageSize=50&orderBy=githubId&orderDirection=asc';

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  taskId = await addCourseTask(ctx.db, course.id, { scoreWeight: 1 });
  for (const name of ['ann', 'ben']) {
    const { user, studentId } = await enrolStudent(
      ctx,
      course.id,
      {},
      { githubId: login(name), countryName: 'Latvia' },
    );
    people[name] = { userId: user.id, studentId };
  }
});
afterAll(() => ctx.close());

async function read(options: RequestOptions = {}, app: TestApp = ctx, query = QUERY) {
  const response = await app.request(`/api/v2/courses/${course.id}/students?${query}`, {
    as: 'manager',
    ...options,
  });
  const text = await response.text();
  return {
    status: response.status,
    etag: response.headers.get('ETag'),
    text,
    page: response.status === 200 ? (JSON.parse(text) as StudentPage) : undefined,
  };
}
const rowOf = (page: StudentPage | undefined, name: string) => page?.items.find((row) => row.githubId === login(name));

describe('course students cache', () => {
  it('revalidates with 304 and shows a new student, a score, a certificate and a Discord name on the next read', async () => {
    const first = await read();
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"roster-\d+-\d+-[\w-]+"$/);
    const revalidated = await read({ headers: { 'If-None-Match': first.etag as string } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');

    await enrolStudent(ctx, course.id, {}, { githubId: login('cid') });
    const grown = await read();
    expect(grown.page?.pagination.total).toBe(3);
    expect(grown.etag).not.toBe(first.etag);
    expect((await read({ headers: { 'If-None-Match': first.etag as string } })).status).toBe(200);

    const scored = await ctx.request(`/api/v2/course/${course.id}/students/score/${login('ann')}/task/${taskId}`, {
      method: 'POST',
      as: 'manager',
      body: { score: 64 },
    });
    expect(scored.status).toBe(204);
    expect(rowOf((await read()).page, 'ann')?.totalScore).toBe(64);

    const certificate = await addCertificate(ctx.db, people.ben.studentId);
    expect(rowOf((await read()).page, 'ben')?.certificate).toEqual({ publicId: certificate.publicId });

    await ctx.db
      .update(users)
      .set({ discord: { id: '1', username: 'ben#1', discriminator: '1' } })
      .where(eq(users.id, people.ben.userId));
    expect(rowOf((await read()).page, 'ben')?.discord).toBe('ben#1');
  });

  it('shows an expel, a mentor change and self-study on the next read, through the API', async () => {
    await read();
    const status = await ctx.request(`/api/v2/courses/${course.id}/students/${login('ann')}/status`, {
      method: 'POST',
      as: 'manager',
      body: { status: 'expelled', comment: 'gone' },
    });
    expect(status.status).toBe(204);
    expect(rowOf((await read()).page, 'ann')?.isActive).toBe(false);
    // The active scope drops her.
    expect(rowOf((await read({}, ctx, `${QUERY}&status=active`)).page, 'ann')).toBeUndefined();

    await enrolMentor(ctx, course.id, {}, { githubId: login('mike') });
    const change = await ctx.request(`/api/v2/courses/${course.id}/students/${login('ben')}`, {
      method: 'PUT',
      as: 'manager',
      body: { mentorGithubId: login('mike') },
    });
    expect(change.status).toBe(200);
    expect(rowOf((await read()).page, 'ben')?.mentor?.githubId).toBe(login('mike'));

    await ctx.db.update(students).set({ mentoring: false }).where(eq(students.id, people.ben.studentId));
    expect(rowOf((await read()).page, 'ben')?.mentoring).toBe(false);
  });

  it('answers a search on the students’ new names, and shares one answer between staff roles', async () => {
    await ctx.db.update(users).set({ countryName: 'Estonia' }).where(eq(users.id, people.ben.userId));
    const found = await read({}, ctx, `${QUERY}&country=estonia`);
    expect(found.page?.items.map((row) => row.githubId)).toEqual([login('ben')]);
    const asSupervisor = await read({ as: 'supervisor' });
    const asDementor = await read({ as: 'dementor' });
    expect(asSupervisor.etag).toBe(asDementor.etag);
    expect(asSupervisor.text).toBe((await read()).text);
    // A mentor may not read the list at all: the cache answers nobody the access rules refuse.
    expect((await read({ as: 'mentor', headers: { 'If-None-Match': asSupervisor.etag as string } })).status).toBe(403);
  });

  it('never reads stale through a second instance on the same database', async () => {
    const second = ctx.buildApp();
    await read({}, second);
    await read();
    await ctx.db.update(users).set({ countryName: 'Lithuania' }).where(eq(users.id, people.ben.userId));
    expect(rowOf((await read({}, second)).page, 'ben')?.countryName).toBe('Lithuania');
    const first = await read();
    const through = await read({}, second);
    expect(through.etag).toBe(first.etag);
    expect(through.text).toBe(first.text);
  });
});
