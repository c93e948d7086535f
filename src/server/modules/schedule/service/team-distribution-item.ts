import type { ScheduleStatus } from '../schemas';
import { datesStatus, type ScheduleEntry } from './items';

// A course's team distribution as the schedule reads it, with the caller's facts (R5.3).
export type TeamDistributionSource = {
  id: number;
  name: string;
  descriptionUrl: string | null;
  startDate: Date;
  endDate: Date;
  minTotalScore: number;
  registered: boolean;
  inTeam: boolean;
  // The caller as a student: active (not expelled) and his total score; null facts for other viewers.
  activeStudent: boolean;
  totalScore: number;
};

// rules.md R5.3 team distribution row (student view), first match wins.
export function studentDistributionStatus(d: TeamDistributionSource, now: Date): ScheduleStatus {
  if (d.startDate > now) return 'future';
  if (d.inTeam) return 'done';
  if (d.registered) return 'registered';
  if (!d.activeStudent || d.totalScore < d.minTotalScore) return 'unavailable';
  if (now <= d.endDate) return 'available';
  return 'missed';
}

// rules.md R5.1–R5.2: every team distribution is an item `courseTeamDistribution-<id>` tagged team-distribution.
export function teamDistributionEntry(d: TeamDistributionSource, asStudent: boolean, now: Date): ScheduleEntry {
  return {
    key: `courseTeamDistribution-${d.id}`,
    id: d.id,
    entityType: 'courseTeamDistribution',
    templateId: d.id,
    name: d.name,
    type: 'team-distribution',
    tag: 'team-distribution',
    status: asStudent ? studentDistributionStatus(d, now) : datesStatus(d.startDate, d.endDate, now),
    startDate: d.startDate,
    endDate: d.endDate,
    descriptionUrl: d.descriptionUrl,
    organizer: null,
    place: null,
    score: null,
    maxScore: null,
    scoreWeight: null,
    crossCheckStatus: null,
    checker: null,
    pairsCount: null,
  };
}
