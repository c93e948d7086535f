import { recomputeCourseRanks } from '@/server/modules/course-students';
import { createTestContext, type Caller, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { csvRecords, parseCsv } from '../../support/server/csv';

// access.md §28 GET /courses/{courseId}/students/csv (course(manager,supervisor); `status`; students.csv: githubId,
// name, isActive, mentorGithubId, mentorName, totalScore, rank, city, country) and GET .../students/search/{searchText}
// (course(mentor,manager,supervisor,dementor); ≤ 20 active students, prefix match, R22.3).
let ctx: TestContext;
let course: StaffedCourse;
const login = (name: string) => `csv-${name}-${process.pid}`;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  const mentor = await enrolMentor(
    ctx,
    course.id,
    {},
    { githubId: login('mentor'), firstName: 'Ada', lastName: 'Lovelace' },
  );
  await enrolStudent(
    ctx,
    course.id,
    { totalScore: 12.5, mentorId: mentor.mentorId },
    {
      githubId: login('quoted'),
      firstName: 'Anna "Ann"',
      lastName: 'Smith, Jr.',
      cityName: 'Warsaw',
      countryName: 'Poland',
    },
  );
  await enrolStudent(
    ctx,
    course.id,
    { totalScore: 40, isExpelled: true },
    { githubId: login('gone'), firstName: 'Gone', lastName: 'Away' },
  );
  await recomputeCourseRanks(ctx.db, course.id);
});
afterAll(() => ctx.close());

const csv = (query = '', as: Caller = 'manager') =>
  ctx.request(`/api/v2/courses/${course.id}/students/csv${query}`, { as });

describe('GET /courses/{courseId}/students/csv', () => {
  it('answers students.csv (RFC 4180) that reads back to the table rows', async () => {
    const response = await csv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="students.csv"');
    const text = await response.text();
    expect(parseCsv(text)[0]).toEqual([
      'githubId',
      'name',
      'isActive',
      'mentorGithubId',
      'mentorName',
      'totalScore',
      'rank',
      'city',
      'country',
    ]);
    expect(csvRecords(text)).toEqual([
      {
        githubId: login('gone'),
        name: 'Gone Away',
        isActive: 'false',
        mentorGithubId: '',
        mentorName: '',
        totalScore: '40',
        rank: '1',
        city: '',
        country: '',
      },
      {
        githubId: login('quoted'),
        name: 'Anna "Ann" Smith, Jr.',
        isActive: 'true',
        mentorGithubId: login('mentor'),
        mentorName: 'Ada Lovelace',
        totalScore: '12.5',
        rank: '2',
        city: 'Warsaw',
        country: 'Poland',
      },
    ]);
    expect(text).toContain('"Anna ""Ann"" Smith, Jr."');
  });

  it('honours status=active, with ranks among active students', async () => {
    const records = csvRecords(await (await csv('?status=active')).text());
    expect(records.map((row) => [row.githubId, row.rank])).toEqual([[login('quoted'), '1']]);
  });

  it('is for managers and supervisors, not dementors or mentors', async () => {
    expect((await csv('', 'supervisor')).status).toBe(200);
    expect((await csv('', 'dementor')).status).toBe(403);
    expect((await csv('', 'mentor')).status).toBe(403);
    expect((await csv('?status=all')).status).toBe(400);
  });
});

describe('GET /courses/{courseId}/students/search/{searchText}', () => {
  const search = (text: string, query = '', as: Caller = 'mentor') =>
    ctx.request(`/api/v2/courses/${course.id}/students/search/${encodeURIComponent(text)}${query}`, { as });
  const found = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as { githubId: string }[]).map((row) => row.githubId);
  };

  it('matches a prefix of the login, first name, last name or full name, active students only', async () => {
    expect(await found(await search('CSV-'))).toEqual([login('quoted')]);
    expect(await found(await search('anna'))).toEqual([login('quoted')]);
    expect(await found(await search('smith'))).toEqual([login('quoted')]);
    expect(await found(await search('anna "ann" sm'))).toEqual([login('quoted')]);
    expect(await found(await search('mith'))).toEqual([]);
    expect(await found(await search('gone'))).toEqual([]);
  });

  it('answers the mentor with each student, and only the unmentored when asked', async () => {
    const response = await search('anna');
    expect(await response.json()).toEqual([
      {
        id: expect.any(Number),
        githubId: login('quoted'),
        name: 'Anna "Ann" Smith, Jr.',
        mentor: { id: expect.any(Number), githubId: login('mentor'), name: 'Ada Lovelace' },
      },
    ]);
    expect(await found(await search('anna', '?onlyStudentsWithoutMentorShown=true'))).toEqual([]);
  });

  it('answers at most 20 students, by login', async () => {
    for (let i = 0; i < 22; i += 1) {
      await enrolStudent(ctx, course.id, {}, { githubId: `many-${String(i).padStart(2, '0')}-${process.pid}` });
    }
    const logins = await found(await search('many-', '', 'dementor'));
    expect(logins).toHaveLength(20);
    expect(logins[0]).toBe(`many-00-${process.pid}`);
    expect(logins[19]).toBe(`many-19-${process.pid}`);
  });

  it('is for mentors and staff of the course, not students', async () => {
    expect((await search('a', '', 'student')).status).toBe(403);
    expect((await search('a', '', 'admin')).status).toBe(200);
  });
});
