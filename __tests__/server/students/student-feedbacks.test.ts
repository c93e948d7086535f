import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { expectProblemNaming } from '../../support/server/course-input';
import { addUser } from '../../support/server/school';

// access.md §28 POST/GET/PATCH /students/{studentId}/feedbacks (canAccessStudent; a mentor of that course writes, once;
// only the author changes it), pages.md §3 "Recommendation Letter", product-spec enumerations (hire decision, soft
// skills, rating words, English levels).
let ctx: TestContext;
let course: StaffedCourse;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
});
afterAll(() => ctx.close());

const letter = {
  recommendation: 'hire',
  content: {
    suggestions: 'Write more tests.',
    recommendationComment: 'Curious, reliable and kind to the team.',
    softSkills: [
      { id: 'skill.soft.responsible', value: 'Excellent' },
      { id: 'skill.soft.team-player', value: 'Great' },
      { id: 'skill.soft.communicable', value: 'Good' },
    ],
  },
  englishLevel: 'b2',
};

const write = (studentId: number, as: Caller, body: unknown = letter) =>
  ctx.request(`/api/v2/students/${studentId}/feedbacks`, { as, method: 'POST', body });
const read = (studentId: number, id: number, as: Caller) =>
  ctx.request(`/api/v2/students/${studentId}/feedbacks/${id}`, { as });
const change = (studentId: number, id: number, as: Caller, body: unknown) =>
  ctx.request(`/api/v2/students/${studentId}/feedbacks/${id}`, { as, method: 'PATCH', body });

async function mentee() {
  return enrolStudent(ctx, course.id, { mentorId: course.personaMentorId }, { firstName: 'Mia', lastName: 'Mentee' });
}

it("lets the student's mentor write one letter, which the mentor's students list then names", async () => {
  const student = await mentee();
  const response = await write(student.studentId, 'mentor');
  expect(response.status).toBe(201);
  const created = await response.json();
  expect(created).toEqual({
    id: expect.any(Number),
    studentId: student.studentId,
    recommendation: 'hire',
    content: letter.content,
    englishLevel: 'b2',
    author: { githubId: ctx.school.users.mentor.githubId, name: expect.any(String) },
    createdDate: ctx.clock.now().toISOString(),
    updatedDate: ctx.clock.now().toISOString(),
  });

  const second = await write(student.studentId, 'mentor');
  expect(second.status).toBe(409);
  expect((await readProblem(second)).detail).toMatch(/already/);

  const list = await ctx.request(`/api/v2/mentors/${course.personaMentorId}/course/${course.id}/students`, {
    as: 'mentor',
  });
  const card = (await list.json()).find((row: { id: number }) => row.id === student.studentId);
  expect(card.feedbacks).toEqual([{ id: created.id, recommendation: 'hire' }]);

  const details = await (await ctx.request(`/api/v2/students/${student.studentId}`, { as: 'mentor' })).json();
  expect(details.feedbacks).toEqual([
    {
      id: created.id,
      recommendation: 'hire',
      author: { githubId: ctx.school.users.mentor.githubId, name: expect.any(String) },
    },
  ]);
});

it('refuses a letter from anyone but a mentor who may see the student', async () => {
  const student = await mentee();
  const otherMentor = await enrolMentor(ctx, course.id);
  expect((await write(student.studentId, otherMentor.user)).status).toBe(403);
  expect((await write(student.studentId, student.user)).status).toBe(403);
  expect((await write(student.studentId, 'manager')).status).toBe(403);
  expect((await write(student.studentId, 'hirer')).status).toBe(403);
  expect((await write(student.studentId, 'anonymous')).status).toBe(401);
  expect((await write(999_999, 'mentor')).status).toBe(404);
});

it('shows the letter to the student, his mentor and the course staff, and to nobody else', async () => {
  const student = await mentee();
  const { id } = await (await write(student.studentId, 'mentor')).json();
  for (const caller of [student.user, 'mentor', 'manager', 'supervisor', 'admin'] as Caller[]) {
    expect((await read(student.studentId, id, caller)).status).toBe(200);
  }
  const stranger = await addUser(ctx.db);
  for (const caller of [stranger, 'dementor', 'hirer', 'otherCourseStudent'] as Caller[]) {
    expect((await read(student.studentId, id, caller)).status).toBe(403);
  }
});

it("answers 404 for a letter read through another student's path", async () => {
  const first = await mentee();
  const second = await mentee();
  const { id } = await (await write(first.studentId, 'mentor')).json();
  expect((await read(second.studentId, id, 'mentor')).status).toBe(404);
  expect((await change(second.studentId, id, 'mentor', { recommendation: 'not-hire' })).status).toBe(404);
});

it('lets only the author change the letter, field by field', async () => {
  const student = await mentee();
  const { id } = await (await write(student.studentId, 'mentor')).json();
  ctx.clock.advance(60_000);
  const response = await change(student.studentId, id, 'mentor', {
    recommendation: 'not-hire',
    content: { suggestions: 'Finish the last task.' },
  });
  expect(response.status).toBe(200);
  const updated = await response.json();
  expect(updated).toMatchObject({
    recommendation: 'not-hire',
    englishLevel: 'b2',
    content: { ...letter.content, suggestions: 'Finish the last task.' },
    updatedDate: ctx.clock.now().toISOString(),
  });
  expect(updated.createdDate).not.toBe(updated.updatedDate);
  expect((await change(student.studentId, id, 'manager', { recommendation: 'hire' })).status).toBe(403);
  expect((await change(student.studentId, id, student.user, { recommendation: 'hire' })).status).toBe(403);
});

it.each([
  [{ ...letter, recommendation: 'maybe' }, 'recommendation'],
  [{ ...letter, englishLevel: 'fluent' }, 'englishLevel'],
  [{ ...letter, content: { ...letter.content, recommendationComment: '  ' } }, 'content.recommendationComment'],
  [
    { ...letter, content: { ...letter.content, softSkills: [{ id: 'skill.soft.responsible', value: 'Superb' }] } },
    'content.softSkills.0.value',
  ],
  [
    { ...letter, content: { ...letter.content, softSkills: [{ id: 'skill.soft.charm', value: 'Good' }] } },
    'content.softSkills.0.id',
  ],
  [
    {
      ...letter,
      content: {
        ...letter.content,
        softSkills: [
          { id: 'skill.soft.responsible', value: 'Good' },
          { id: 'skill.soft.responsible', value: 'Poor' },
        ],
      },
    },
    'content.softSkills',
  ],
  [{ recommendation: 'hire' }, 'content'],
  [{ ...letter, rating: 5 }, 'rating'],
])('refuses %j with a problem naming %s', async (body, path) => {
  const student = await mentee();
  await expectProblemNaming(await write(student.studentId, 'mentor', body), 400, path);
});
