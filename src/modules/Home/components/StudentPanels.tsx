import { Alert, Card, Descriptions, Flex, Skeleton, Statistic, Typography } from 'antd';
import Link from 'next/link';

import type { StudentSummaryMentor } from '@/api/model';
import { problemDetail } from '@/hooks/problem';

import { useStudentStats } from '../hooks/useStudentStats';

const CONTACT_LABELS: Record<string, string> = {
  email: 'E-mail',
  telegram: 'Telegram',
  phone: 'Phone',
  skype: 'Skype',
  whatsApp: 'WhatsApp',
  notes: 'Notes',
  linkedIn: 'LinkedIn',
  epamEmail: 'Corporate e-mail',
};

function MentorDetails({ mentor }: { mentor: NonNullable<StudentSummaryMentor> }) {
  const contacts = Object.entries(mentor.contacts).filter(([, value]) => value);
  return (
    <Descriptions column={1} size="small">
      <Descriptions.Item label="Name">
        <Link href={`/profile?githubId=${encodeURIComponent(mentor.githubId)}`}>{mentor.name}</Link>
      </Descriptions.Item>
      <Descriptions.Item label="GitHub">
        <a href={`https://github.com/${mentor.githubId}`} target="_blank" rel="noreferrer">
          {mentor.githubId}
        </a>
      </Descriptions.Item>
      {contacts.map(([kind, value]) => (
        <Descriptions.Item key={kind} label={CONTACT_LABELS[kind] ?? kind}>
          {value}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
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
