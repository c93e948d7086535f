import { Flex } from 'antd';
import Link from 'next/link';

import type { MentorStats } from '@/api/model';

import { CARD_VISIBILITY } from '../constants';
import { EndorsementButton } from './EndorsementButton';
import { Chip } from './Chip';
import { Muted } from './Muted';
import { ProfileCard, type OwnerTools } from './ProfileCard';

interface MentorStatsCardProps {
  githubId: string;
  stats: MentorStats[];
  owner?: OwnerTools;
  isAdmin: boolean;
}

// pages.md §7 Mentor Statistics: the courses he mentored and his students; admins open the endorsement (R19.6).
export function MentorStatsCard({ githubId, stats, owner, isAdmin }: MentorStatsCardProps) {
  return (
    <ProfileCard
      title="Mentor Statistics"
      owner={owner}
      visibility={CARD_VISIBILITY.mentorStats}
      extra={isAdmin && stats.length > 0 ? <EndorsementButton githubId={githubId} /> : undefined}
    >
      <Flex vertical gap={16}>
        {stats.map((stat) => (
          <section key={stat.course.id} aria-label={`Mentor in ${stat.course.name}`}>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <h3 style={{ fontSize: 16, fontWeight: 600, margin: 0 }}>{stat.course.fullName}</h3>
              {stat.isExpelled && <Chip>No longer mentoring</Chip>}
            </Flex>
            {stat.students.length === 0 ? (
              <Muted>No students</Muted>
            ) : (
              <ul style={{ paddingLeft: 16, margin: '8px 0 0' }}>
                {stat.students.map((student) => (
                  <li key={student.githubId}>
                    <Link href={`/profile?githubId=${encodeURIComponent(student.githubId)}`}>{student.name}</Link>
                    {student.isExpelled ? ' (expelled)' : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </Flex>
    </ProfileCard>
  );
}
