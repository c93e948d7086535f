import { createTestContext, type TestContext } from '../../support/server/context';
import { staffedCourse } from '../../support/server/course-people';

// access.md §36 GET /courses/{courseId}/schedule read in one query: a course without items is an empty schedule, a
// course that does not exist is a 404.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('answers an empty schedule for a course without tasks or events', async () => {
  const course = await staffedCourse(ctx);
  const response = await ctx.request(`/api/v2/courses/${course.id}/schedule`, { as: 'manager' });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual([]);
});

it('answers 404 to an admin asking for the schedule of a course that does not exist', async () => {
  const response = await ctx.request('/api/v2/courses/999999/schedule', { as: 'admin' });
  expect(response.status).toBe(404);
});
