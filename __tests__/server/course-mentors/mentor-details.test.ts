import { taskResults } from '@/server/db/schema';
import { createTestContext, type Caller, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { csvRecords, parseCsv } from '../../support/server/csv';
import { addCourseTask } from '../../support/server/school';

// access.md §6 GET /course/{courseId}/mentors/details and /details/csv (course(manager,supervisor)), GET
// .../mentors/search/{searchText} (course(mentor,manager,supervisor,dementor)); MentorDetails of access.md §36 and
// rules.md R21.4: studentsCount = active mentees; taskResultsStats.total = active mentees × mentor-checked,
// non-interview tasks past their deadline; `checked` = results on those tasks of those students whose last checker is
// the mentor, `lastUpdatedDate` the latest of them. Screenings and interviews stay zero until interview pairs exist.
let ctx: TestContext;
let course: StaffedCourse;
let ada: Awaited<ReturnType<typeof enrolMentor>>;
const login = (name: string) => `md-${name}-${process.pid}`;
const past = { studentStartDate: new Date('2026-01-01T00:00:00Z'), studentEndDate: new Date('2026-02-01T00:00:00Z') };
const lastChecked = new Date('2026-02-12T10:00:00Z');
const future = { studentStartDate: new Date('2026-02-20T00:00:00Z'), studentEndDate: new Date('2026-04-01T00:00:00Z') };

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  ada = await enrolMentor(
    ctx,
    course.id,
    { maxStudentsLimit: 5, studentsPreference: 'city' },
    { githubId: login('ada'), firstName: 'Ada', lastName: 'Lovelace', cityName: 'London', countryName: 'UK' },
  );
  await enrolMentor(
    ctx,
    course.id,
    { isExpelled: true },
    { githubId: login('gone'), firstName: 'Gone', lastName: 'Mentor' },
  );
  const first = await enrolStudent(ctx, course.id, { mentorId: ada.mentorId });
  const second = await enrolStudent(ctx, course.id, { mentorId: ada.mentorId });
  const expelled = await enrolStudent(ctx, course.id, { mentorId: ada.mentorId, isExpelled: true });
  const checkable = await addCourseTask(ctx.db, course.id, { checker: 'mentor', ...past });
  const alsoCheckable = await addCourseTask(ctx.db, course.id, { checker: 'mentor', ...past });
  const interview = await addCourseTask(ctx.db, course.id, { checker: 'mentor', type: 'interview', ...past });
  const disabled = await addCourseTask(ctx.db, course.id, { checker: 'mentor', disabled: true, ...past });
  const notDue = await addCourseTask(ctx.db, course.id, { checker: 'mentor', ...future });
  const crossCheck = await addCourseTask(ctx.db, course.id, { checker: 'crossCheck', ...past });
  const byAda = (courseTaskId: number, studentId: number, updatedAt = new Date('2026-02-05T10:00:00Z')) => ({
    courseTaskId,
    studentId,
    score: 10,
    lastCheckerId: ada.user.id,
    updatedAt,
  });
  // Counted: his active mentees' results on checkable tasks that he checked last (the latest on 2026-02-12).
  await ctx.db
    .insert(taskResults)
    .values([
      byAda(checkable, first.studentId),
      byAda(alsoCheckable, second.studentId, lastChecked),
      { ...byAda(checkable, second.studentId), lastCheckerId: ctx.school.users.manager.id },
      byAda(checkable, expelled.studentId, new Date('2026-02-25T10:00:00Z')),
      ...[interview, disabled, notDue, crossCheck].map((courseTaskId) =>
        byAda(courseTaskId, first.studentId, new Date('2026-02-26T10:00:00Z')),
      ),
    ]);
});
afterAll(() => ctx.close());

const details = (as: Caller = 'manager', courseId: number = course.id) =>
  ctx.request(`/api/v2/course/${courseId}/mentors/details`, { as });

describe('GET /course/{courseId}/mentors/details', () => {
  it('answers MentorDetails of every mentor of the course, expelled ones inactive', async () => {
    const response = await details();
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { githubId: string }[];
    const byLogin = new Map(rows.map((row) => [row.githubId, row]));
    expect(rows).toHaveLength(3);
    expect(byLogin.get(login('ada'))).toEqual({
      id: ada.mentorId,
      githubId: login('ada'),
      name: 'Ada Lovelace',
      cityName: 'London',
      countryName: 'UK',
      isActive: true,
      maxStudentsLimit: 5,
      studentsPreference: 'city',
      studentsCount: 2,
      screenings: { total: 0, completed: 0 },
      interviews: { total: 0, completed: 0 },
      taskResultsStats: { total: 4, checked: 2, lastUpdatedDate: lastChecked.toISOString() },
    });
    expect(byLogin.get(login('gone'))).toMatchObject({ isActive: false, studentsCount: 0 });
    expect(byLogin.get(ctx.school.users.mentor.githubId)).toMatchObject({
      isActive: true,
      studentsCount: 0,
      taskResultsStats: { total: 0, checked: 0, lastUpdatedDate: null },
    });
  });

  it('is for managers and supervisors of the course', async () => {
    expect((await details('supervisor')).status).toBe(200);
    expect((await details('admin')).status).toBe(200);
    for (const as of ['dementor', 'mentor', 'student'] as const) expect((await details(as)).status).toBe(403);
    expect((await details('manager', ctx.school.courseB.id)).status).toBe(403);
    expect((await details('admin', 999_999)).status).toBe(404);
  });
});

describe('GET /course/{courseId}/mentors/details/csv', () => {
  it('answers mentors.csv with the columns of access.md §6', async () => {
    const response = await ctx.request(`/api/v2/course/${course.id}/mentors/details/csv`, { as: 'supervisor' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="mentors.csv"');
    const text = await response.text();
    expect(parseCsv(text)[0]).toEqual([
      'githubId',
      'name',
      'city',
      'country',
      'preference',
      'maxStudents',
      'studentsCount',
      'screeningsTotal',
      'screeningsCompleted',
      'interviewsTotal',
      'interviewsCompleted',
      'checkedTasks',
      'totalTasks',
      'lastCheckedDate',
      'isActive',
    ]);
    expect(csvRecords(text).find((row) => row.githubId === login('ada'))).toEqual({
      githubId: login('ada'),
      name: 'Ada Lovelace',
      city: 'London',
      country: 'UK',
      preference: 'city',
      maxStudents: '5',
      studentsCount: '2',
      screeningsTotal: '0',
      screeningsCompleted: '0',
      interviewsTotal: '0',
      interviewsCompleted: '0',
      checkedTasks: '2',
      totalTasks: '4',
      lastCheckedDate: lastChecked.toISOString(),
      isActive: 'true',
    });
    const dementor = await ctx.request(`/api/v2/course/${course.id}/mentors/details/csv`, { as: 'dementor' });
    expect(dementor.status).toBe(403);
  });
});

describe('GET /course/{courseId}/mentors/search/{searchText}', () => {
  const search = async (text: string, as: Caller = 'mentor') => {
    const response = await ctx.request(`/api/v2/course/${course.id}/mentors/search/${encodeURIComponent(text)}`, {
      as,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { id: number; githubId: string; name: string }[];
  };

  it('matches a prefix of login, first, last or full name among non-expelled mentors', async () => {
    expect(await search('MD-')).toEqual([{ id: ada.mentorId, githubId: login('ada'), name: 'Ada Lovelace' }]);
    expect((await search('love')).map((row) => row.githubId)).toEqual([login('ada')]);
    expect((await search('ada l')).map((row) => row.githubId)).toEqual([login('ada')]);
    expect(await search('gone')).toEqual([]);
    expect(await search('velace')).toEqual([]);
  });

  it('answers at most 20 mentors and refuses students', async () => {
    for (let i = 0; i < 21; i += 1) await enrolMentor(ctx, course.id, {}, { githubId: `mdmany-${i}-${process.pid}` });
    expect(await search('mdmany-', 'dementor')).toHaveLength(20);
    const response = await ctx.request(`/api/v2/course/${course.id}/mentors/search/a`, { as: 'student' });
    expect(response.status).toBe(403);
  });
});
