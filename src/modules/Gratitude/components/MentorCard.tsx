import HeartOutlined from '@ant-design/icons/HeartOutlined';
import { Button, Card, Flex, Typography, theme } from 'antd';

import type { HallOfFameMentor } from '@/api/model';

import { MentorAvatar } from './MentorAvatar';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

// pages.md §9 "/mentors-hall-of-fame": avatar, name, @github, "N certified students", gratitudes, per-course counts
// and "Say Thank you!".
export function MentorCard({ mentor }: { mentor: HallOfFameMentor }) {
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Flex vertical gap={token.marginXS} align="center" style={{ textAlign: 'center' }}>
        <Typography.Text type="secondary">#{mentor.rank}</Typography.Text>
        <MentorAvatar githubId={mentor.githubId} name={mentor.name} />
        <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading5, margin: 0 }}>
          {mentor.name}
        </Typography.Title>
        <a href={`https://github.com/${encodeURIComponent(mentor.githubId)}`} target="_blank" rel="noreferrer">
          @{mentor.githubId}
        </a>
        <Typography.Text strong>{plural(mentor.totalStudents, 'certified student')}</Typography.Text>
        <Typography.Text>
          <HeartOutlined aria-hidden style={{ color: token.colorErrorText }} />{' '}
          {plural(mentor.totalGratitudes, 'gratitude')}
        </Typography.Text>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, color: token.colorTextSecondary }}>
          {mentor.courseStats.map((course) => (
            <li key={course.courseName}>
              {course.courseName}: {course.studentsCount}
            </li>
          ))}
        </ul>
        <Button type="primary" href={`/gratitude?githubId=${encodeURIComponent(mentor.githubId)}`}>
          Say Thank you!
        </Button>
      </Flex>
    </Card>
  );
}
