import { Alert, Card, Descriptions, Flex, Skeleton, Statistic, Typography } from 'antd';
import Link from 'next/link';

import type { StudentSummaryMentor } from '@/api/model';
import { contactItems } from '@/components/people/contact-items';
import { problemDetail } from '@/hooks/problem';

import { useStudentStats } from '../hooks/useStudentStats';

function MentorDetails({ mentor }: { mentor: NonNullable<StudentSummaryMentor> }) {
  const items = [
    {
      key: 'name',
      label: 'Name',
      children: <Link href={`/profile?githubId=${encodeURIComponent(mentor.githubId)}`}>{mentor.name}</Link>,
    },
    {
      key: 'github',
      label: 'GitHub',
      children: (
        <a href={`https://github.com/${mentor.githubId}`} target="_blank" rel="noreferrer">
          {mentor.githubId}
        </a>
      ),
    },
    ...contactItems(mentor.contacts),
  ];
  return <Descriptions column={1} size="small" items={items} />;
}

// pages.md §1, right column for students: "Your stats" and "Your mentor".
export function StudentPanels({ courseId }: { courseId: number }) {
  const { summary, completed, error } = useStudentStats(courseId);
  if (error) return <Alert type="error" showIcon title={problemDetail(error)} />;
  if (!summary || completed === undefined) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <Card title="Your stats">
        <Flex gap={32} wrap>
          <Statistic title="Score Points" value={summary.totalScore} />
          <Statistic title="Position" value={summary.rank ?? 'New'} />
          <Statistic title="Completed Tasks" value={completed} />
          <Statistic title="Status" value={summary.isActive ? 'Active' : 'Inactive'} />
        </Flex>
      </Card>
      <Card title="Your mentor">
        {summary.mentor ? (
          <MentorDetails mentor={summary.mentor} />
        ) : (
          <Typography.Text>You have no mentor yet</Typography.Text>
        )}
      </Card>
    </Flex>
  );
}
