import { existsSync } from 'node:fs';
import path from 'node:path';

import type { Session } from '@/api/model';
import { ADMIN_MENU_ITEMS, showsAdminSideMenu, visibleMenuItems } from '@/components/menu/admin-menu-items';

import { courseRoles, makeSession } from '../../../support/client/fixtures';

// Every item, whether its page exists or not, so the table itself is checked against pages.md §0.5.
const visibleNames = (session: Session, activeCourseId?: number) =>
  visibleMenuItems(session, activeCourseId, ADMIN_MENU_ITEMS).map((item) => item.name);

const ADMIN_AREA_MGR = ['Main', 'Courses', 'Tasks', 'Events', 'Users', 'Mentor Registry', 'Auto tests'];

describe('visibleMenuItems against pages.md §0.5', () => {
  it('admin sees every item of both groups', () => {
    expect(visibleNames(makeSession({ isAdmin: true }), 1)).toHaveLength(ADMIN_MENU_ITEMS.length);
    expect(ADMIN_MENU_ITEMS).toHaveLength(27);
  });

  it('a manager in another course (Mgr*) sees the manager admin items but no course items of the active course', () => {
    const session = makeSession({ courses: { 5: courseRoles(['manager']), 6: courseRoles(['student']) } });
    expect(visibleNames(session, 6)).toEqual(ADMIN_AREA_MGR);
  });

  it('a manager of the active course also sees the Course Management items for managers', () => {
    const session = makeSession({ courses: { 5: courseRoles(['manager']) } });
    expect(visibleNames(session, 5)).toEqual([
      ...ADMIN_AREA_MGR,
      'Course Events',
      'Course Tasks',
      'Submit Scores',
      'Course Students',
      'Course Mentors',
      'Course Users',
      'Cross-Check Table',
      'Technical Screening',
      'Interviews',
      'Reports',
      'Mentor Tasks Review',
    ]);
  });

  it('a supervisor sees Main, Mentor Registry and the supervisor course items', () => {
    const session = makeSession({ courses: { 5: courseRoles(['supervisor']) } });
    expect(visibleNames(session, 5)).toEqual([
      'Main',
      'Mentor Registry',
      'Course Students',
      'Course Mentors',
      'Technical Screening',
      'Interviews',
      'Reports',
    ]);
  });

  it('a dementor sees Main and the dementor course items', () => {
    const session = makeSession({ courses: { 5: courseRoles(['dementor']) } });
    expect(visibleNames(session, 5)).toEqual(['Main', 'Course Students', 'Cross-Check Table', 'Mentor Tasks Review']);
  });

  it('a task owner sees only Submit Scores, in the active course', () => {
    const session = makeSession({ courses: { 5: courseRoles(['taskOwner']) } });
    expect(visibleNames(session, 5)).toEqual(['Submit Scores']);
    expect(visibleNames(session, 6)).toEqual([]);
  });

  it('hirers see only Applicants and Students', () => {
    expect(visibleNames(makeSession({ isHirer: true }))).toEqual(['Applicants', 'Students']);
  });

  it('students and mentors see nothing', () => {
    expect(visibleNames(makeSession({ courses: { 5: courseRoles(['student', 'mentor']) } }), 5)).toEqual([]);
  });

  it('shows only items whose pages exist by default', () => {
    // An item is available exactly when its page file exists, so each new page flips its own item.
    for (const item of ADMIN_MENU_ITEMS) {
      expect({ route: item.route, available: item.available }).toEqual({
        route: item.route,
        available: existsSync(path.join('src/pages', item.route === '/' ? 'index.tsx' : `${item.route}.tsx`)),
      });
    }
    const names = visibleMenuItems(makeSession({ isAdmin: true }), 1).map((item) => item.name);
    expect(names).toEqual(ADMIN_MENU_ITEMS.filter((item) => item.available).map((item) => item.name));
    const mgr = makeSession({ courses: { 5: courseRoles(['manager']) } });
    expect(visibleMenuItems(mgr, 5).map((item) => item.route)).toEqual(expect.arrayContaining(['/', '/admin/courses']));
  });

  it('the side menu shows on Home for admins, managers, supervisors, dementors and hirers only', () => {
    expect(showsAdminSideMenu(makeSession({ isAdmin: true }))).toBe(true);
    expect(showsAdminSideMenu(makeSession({ courses: { 1: courseRoles(['manager']) } }))).toBe(true);
    expect(showsAdminSideMenu(makeSession({ courses: { 1: courseRoles(['supervisor']) } }))).toBe(true);
    expect(showsAdminSideMenu(makeSession({ courses: { 1: courseRoles(['dementor']) } }))).toBe(true);
    expect(showsAdminSideMenu(makeSession({ courses: { 1: courseRoles(['student', 'mentor']) } }))).toBe(false);
    expect(showsAdminSideMenu(makeSession({ isHirer: true }))).toBe(true);
    expect(showsAdminSideMenu(makeSession())).toBe(false);
  });
});
