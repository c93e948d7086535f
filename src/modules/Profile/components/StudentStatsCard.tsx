import { Button, Flex } from 'antd';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';

import type { LeaveCourseInput, StudentStats } from '@/api/model';

import { CARD_VISIBILITY } from '../constants';
import { LeaveCourseButton } from './LeaveCourseButton';
import { FieldList } from './FieldList';
import { Chip } from './Chip';
import { Muted } from './Muted';
import { ProfileCard, type OwnerTools } from './ProfileCard';

const TasksModal = dynamic(() => import('./TasksModal').then((mod) => mod.TasksModal));

interface StudentStatsCardProps {
  stats: StudentStats[];
  owner?: OwnerTools;
  leave: (courseId: number, input: LeaveCourseInput) => Promise<void>;
  rejoin: (courseId: number) => Promise<void>;
}

// pages.md §15: status in words (plain tags keep the contrast of both themes).
function statusOf(stat: StudentStats): string {
  if (stat.selfExpelled) return 'Left the course';
  if (stat.isExpelled) return 'Expelled';
  if (stat.course.completed) return 'Completed';
  return 'Active';
}

function TasksButton({ stat }: { stat: StudentStats }) {
  const [open, setOpen] = useState(false);
  if (!stat.tasks.length) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Tasks
      </Button>
      {open && <TasksModal stat={stat} onClose={() => setOpen(false)} />}
    </>
  );
}

function CourseStats({ stat, owner, leave, rejoin }: { stat: StudentStats } & Omit<StudentStatsCardProps, 'stats'>) {
  const status = statusOf(stat);
  const running = !stat.course.completed;
  return (
    <section aria-label={stat.course.name}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <h3 style={{ fontSize: 16, fontWeight: 600, margin: 0 }}>{stat.course.fullName}</h3>
        <Chip>{status}</Chip>
      </Flex>
      <FieldList
        items={[
          { key: 'score', label: 'Total score', children: stat.totalScore },
          ...(stat.position ? [{ key: 'position', label: 'Position', children: stat.position }] : []),
          ...(stat.mentor
            ? [
                {
                  key: 'mentor',
                  label: 'Mentor',
                  children: (
                    <Link href={`/profile?githubId=${encodeURIComponent(stat.mentor.githubId)}`}>
                      {stat.mentor.name}
                    </Link>
                  ),
                },
              ]
            : []),
          ...(stat.certificate
            ? [
                {
                  key: 'certificate',
                  label: 'Certificate',
                  children: <a href={`/certificate/${stat.certificate.publicId}`}>View certificate</a>,
                },
              ]
            : []),
          ...(stat.expellingReason ? [{ key: 'reason', label: 'Reason', children: stat.expellingReason }] : []),
        ]}
      />
      <Flex gap={8} wrap>
        <TasksButton stat={stat} />
        {owner && running && !stat.isExpelled && (
          <LeaveCourseButton courseName={stat.course.name} onLeave={(input) => leave(stat.course.id, input)} />
        )}
        {owner && running && stat.selfExpelled && (
          <Button type="primary" onClick={() => rejoin(stat.course.id)}>
            Back to Course
          </Button>
        )}
      </Flex>
    </section>
  );
}

// pages.md §7 Student Statistics: per course position, score, mentor and certificate; the owner leaves a course
// and comes back when he left it himself (rules.md R13.3).
export function StudentStatsCard({ stats, owner, leave, rejoin }: StudentStatsCardProps) {
  return (
    <ProfileCard title="Student Statistics" owner={owner} visibility={CARD_VISIBILITY.studentStats}>
      <Flex vertical gap={16}>
        {stats.length === 0 && <Muted>Not a student of any course yet</Muted>}
        {stats.map((stat) => (
          <CourseStats key={stat.course.id} stat={stat} owner={owner} leave={leave} rejoin={rejoin} />
        ))}
      </Flex>
    </ProfileCard>
  );
}
