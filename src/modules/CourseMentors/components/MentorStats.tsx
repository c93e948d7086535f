import { Card, Flex, Statistic } from 'antd';

import type { MentorDetails } from '@/api/model';

import { mentorStats } from '../utils';

interface MentorStatsProps {
  mentors: MentorDetails[];
  // Active students of the course: the ones who can have a mentor.
  activeStudents: number | undefined;
}

// pages.md §4 "/course/admin/mentors" side stats.
export function MentorStats({ mentors, activeStudents }: MentorStatsProps) {
  const stats = mentorStats(mentors);
  return (
    <Card size="small" title="Mentors">
      <Flex vertical gap={16}>
        <Statistic title="Active Mentors" value={stats.activeMentors} />
        <Statistic title="Max Students Count" value={stats.maxStudents} />
        <Statistic
          title="Students with a mentor / who can have one"
          value={`${stats.studentsWithMentor} / ${activeStudents ?? '…'}`}
        />
      </Flex>
    </Card>
  );
}
