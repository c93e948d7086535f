import GithubOutlined from '@ant-design/icons/GithubOutlined';
import { Button, Card, Space, Typography } from 'antd';
import Link from 'next/link';

import type { MentorStudent } from '@/api/model';

// pages.md §3 "/course/mentor/students": one mentee, with "Give Feedback" (or "Edit Feedback" once the mentor wrote
// his recommendation letter) leading to the letter page.
export function StudentCard({ student, courseAlias }: { student: MentorStudent; courseAlias: string }) {
  const place = [student.cityName, student.countryName].filter(Boolean).join(', ');
  const course = encodeURIComponent(courseAlias);
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
        <Link href={`/course/mentor/feedback?course=${course}&studentId=${student.id}`}>
          <Button>{student.feedbacks.length ? 'Edit Feedback' : 'Give Feedback'}</Button>
        </Link>
        <Link href={`/course/mentor/expel-student?course=${course}`}>
          <Button>Change Status</Button>
        </Link>
      </Space>
    </Card>
  );
}
