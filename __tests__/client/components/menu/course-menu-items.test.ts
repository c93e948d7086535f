import { existsSync } from 'node:fs';
import path from 'node:path';

import { COURSE_MENU_ITEMS, visibleCourseMenuItems } from '@/components/menu/course-menu-items';

import { courseRoles, makeCourse, makeSession } from '../../../support/client/fixtures';

const course = makeCourse({ id: 1 });
const completed = makeCourse({ id: 1, completed: true });
const routes = (session: ReturnType<typeof makeSession>, target = course) =>
  visibleCourseMenuItems(session, target, COURSE_MENU_ITEMS).map((item) => item.route);

describe('visibleCourseMenuItems against pages.md §0.4', () => {
  it('an active student sees the student items and the common ones', () => {
    expect(routes(makeSession({ courses: { 1: courseRoles(['student']) } }))).toEqual([
      '/course/student/dashboard',
      '/course/score',
      '/course/schedule',
      '/course/student/cross-check-submit',
      '/course/student/cross-check-review',
      '/course/student/interviews',
      '/course/student/auto-test',
      '/course/team-distributions',
      '/course/stats',
    ]);
  });

  it('an expelled student loses the "active student" items', () => {
    const session = makeSession({ courses: { 1: courseRoles(['student'], true) } });
    expect(routes(session)).not.toContain('/course/student/cross-check-submit');
    expect(routes(session)).not.toContain('/course/team-distributions');
    expect(routes(session)).toContain('/course/student/dashboard');
  });

  it('a completed course hides the items marked "hidden when completed"', () => {
    expect(routes(makeSession({ courses: { 1: courseRoles(['mentor']) } }), completed)).toEqual([
      '/course/score',
      '/course/schedule',
      '/course/mentor/students',
      '/course/stats',
    ]);
  });

  it('names the two dashboards apart, as pages.md §0.4 does', () => {
    const session = makeSession({ courses: { 1: courseRoles(['student', 'mentor']) } });
    const names = visibleCourseMenuItems(session, course, COURSE_MENU_ITEMS).map((item) => item.name);
    expect(names).toContain('Student Dashboard');
    expect(names).toContain("Mentor's Dashboard");
    expect(names).not.toContain('Dashboard');
  });

  it('the admin sees every item', () => {
    expect(routes(makeSession({ isAdmin: true }))).toHaveLength(COURSE_MENU_ITEMS.length);
  });

  it('shows only the items whose pages exist', () => {
    for (const item of COURSE_MENU_ITEMS) {
      expect({ route: item.route, available: item.available }).toEqual({
        route: item.route,
        available: existsSync(path.join('src/pages', `${item.route}.tsx`)),
      });
    }
    const shown = visibleCourseMenuItems(makeSession({ isAdmin: true }), course);
    expect(shown.map((item) => item.key)).toEqual(COURSE_MENU_ITEMS.filter((item) => item.available).map((i) => i.key));
  });
});
