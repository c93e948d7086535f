import GithubOutlined from '@ant-design/icons/GithubOutlined';
import { Button, Card, Space, Tooltip, Typography } from 'antd';
import Link from 'next/link';

import type { MentorStudent } from '@/api/model';

// pages.md §3 "/course/mentor/students": one mentee. Feedback arrives with the feedback page (a later issue), so its
// button is shown disabled with the reason.
export function StudentCard({ student, courseAlias }: { student: MentorStudent; courseAlias: string }) {
  const place = [student.cityName, student.countryName].filter(Boolean).join(', ');
  return (
    <Card
      title={<Link href={`/profile?githubId=${encodeURIComponent(student.githubId)}`}>{student.name}</Link>}
      extra={
        <a href={`https://github.com/${student.githubId}`} target="_blank" rel="noreferrer">
          <GithubOutlined /> {student.githubId}
        </a>
      }
    >
      {place && <Typography.Paragraph>{place}</Typography.Paragraph>}
      <Typography.Paragraph>
        Rank: {student.rank ?? '–'} · Score: {student.totalScore}
      </Typography.Paragraph>
      <Space wrap>
        <Tooltip title="Feedback is not available yet">
          <Button disabled>Give Feedback</Button>
        </Tooltip>
        <Link href={`/course/mentor/expel-student?course=${encodeURIComponent(courseAlias)}`}>
          <Button>Change Status</Button>
        </Link>
      </Space>
    </Card>
  );
}
