import type { SessionData } from '../modules/session/service';
import { policies, type Policy } from './access';
import { AppError } from './problem';

// access.md §0.2 decision 3, "manager anywhere": `powerUser + owner: admin or manager in any course`.
export const MANAGER_ANYWHERE_OWNER = 'admin or manager in any course';

export const managesAnyCourse = (session: SessionData): boolean =>
  session.isAdmin || Object.values(session.courses).some((course) => course.roles.includes('manager'));

// The owner check runs with the policy, before the body is read (rules.md R1.9: policy before input validation), so
// a supervisor-only power user gets 403 whatever he sends. The x-access text stays `powerUser` (+ owner).
export const managerAnywhere: Policy = {
  expression: policies.powerUser.expression,
  needsSession: true,
  allows: (session) => {
    if (!policies.powerUser.allows(session)) return false;
    if (session && !managesAnyCourse(session)) {
      throw new AppError('forbidden', 'Only admins and course managers may change this catalogue.');
    }
    return true;
  },
};
