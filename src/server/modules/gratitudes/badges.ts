import { badgeIdValues, type BadgeId, type CourseRole } from '../../db/schema/enums';
import type { SessionData } from '../session';

// rules.md R17.1: the badges each role may give in a course; "any role" is a member role (activist grants nothing).
const memberRoles: readonly CourseRole[] = ['student', 'mentor', 'manager', 'supervisor', 'dementor', 'taskOwner'];
const anyRoleBadges: readonly BadgeId[] = [
  'Congratulations',
  'Expert_help',
  'Great_speaker',
  'Good_job',
  'Helping_hand',
  'Hero',
  'Thank_you',
];
const staffBadges: readonly BadgeId[] = ['Outstanding_work', 'Top_performer', 'Job_Offer', 'RS_activist', 'Jury_Team'];
const managerBadges: readonly BadgeId[] = ['Mentor', 'Contributor', 'Coordinator', 'Thanks'];

// In the enumeration's order, so that every list of badges reads the same.
export function badgesAllowed(session: SessionData, courseId: number): BadgeId[] {
  if (session.isAdmin) return [...badgeIdValues];
  const roles = session.courses[courseId]?.roles ?? [];
  const allowed = new Set<BadgeId>();
  if (roles.some((role) => memberRoles.includes(role))) anyRoleBadges.forEach((badge) => allowed.add(badge));
  if (roles.includes('manager') || roles.includes('supervisor')) staffBadges.forEach((badge) => allowed.add(badge));
  if (roles.includes('manager')) managerBadges.forEach((badge) => allowed.add(badge));
  return badgeIdValues.filter((badge) => allowed.has(badge));
}

// rules.md R17.1: the display name is the id with "_" as a space.
export const badgeName = (badgeId: BadgeId) => badgeId.replace(/_/g, ' ');
