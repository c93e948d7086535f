import type { MentorDetails } from '@/api/model';

const DAY = 24 * 60 * 60 * 1000;

// "Last Checked Task": "N days ago" from the latest checked result, or nothing.
export function daysAgo(isoDate: string | null, now = Date.now()): string {
  if (!isoDate) return '';
  const days = Math.max(0, Math.floor((now - new Date(isoDate).getTime()) / DAY));
  return days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`;
}

export const matchesMentor = (mentor: MentorDetails, text: string) => {
  const needle = text.trim().toLowerCase();
  return mentor.githubId.toLowerCase().includes(needle) || mentor.name.toLowerCase().includes(needle);
};

// pages.md §4 side stats: active mentors, their capacity, and how many active students have a mentor.
export function mentorStats(mentors: MentorDetails[]) {
  const active = mentors.filter((mentor) => mentor.isActive);
  return {
    activeMentors: active.length,
    maxStudents: active.reduce((sum, mentor) => sum + mentor.maxStudentsLimit, 0),
    studentsWithMentor: active.reduce((sum, mentor) => sum + mentor.studentsCount, 0),
  };
}
