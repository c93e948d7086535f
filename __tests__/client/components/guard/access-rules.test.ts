import { isAccessAllowed } from '@/components/guard/access-rules';

import { courseRoles, makeSession } from '../../../support/client/fixtures';

describe('isAccessAllowed (pages.md §0.1)', () => {
  const manager = makeSession({ courses: { 1: courseRoles(['manager']), 2: courseRoles(['student']) } });

  it('no option: every signed-in user passes', () => {
    expect(isAccessAllowed(makeSession(), {}, undefined)).toBe(true);
  });

  it('adminOnly: only isAdmin', () => {
    expect(isAccessAllowed(makeSession({ isAdmin: true }), { adminOnly: true }, undefined)).toBe(true);
    expect(isAccessAllowed(makeSession({ isHirer: true }), { adminOnly: true }, undefined)).toBe(false);
    expect(isAccessAllowed(manager, { adminOnly: true }, 1)).toBe(false);
  });

  it('hirerOnly: isHirer or isAdmin', () => {
    expect(isAccessAllowed(makeSession({ isHirer: true }), { hirerOnly: true }, undefined)).toBe(true);
    expect(isAccessAllowed(makeSession({ isAdmin: true }), { hirerOnly: true }, undefined)).toBe(true);
    expect(isAccessAllowed(manager, { hirerOnly: true }, 1)).toBe(false);
  });

  it('allowedRoles: admin, or the role in the active course', () => {
    expect(isAccessAllowed(manager, { allowedRoles: ['manager'] }, 1)).toBe(true);
    expect(isAccessAllowed(manager, { allowedRoles: ['manager'] }, 2)).toBe(false);
    expect(isAccessAllowed(manager, { allowedRoles: ['manager'] }, undefined)).toBe(false);
    expect(isAccessAllowed(makeSession({ isAdmin: true }), { allowedRoles: ['student'] }, undefined)).toBe(true);
  });

  it('allowedRoles + anyCoursePowerUser: the role in any course', () => {
    expect(isAccessAllowed(manager, { allowedRoles: ['manager'], anyCoursePowerUser: true }, 2)).toBe(true);
    expect(isAccessAllowed(manager, { allowedRoles: ['supervisor'], anyCoursePowerUser: true }, 1)).toBe(false);
  });
});
