import { Steps, Typography } from 'antd';

import { useGetMentorsChatInvite } from '@/api/discord-servers';

interface WhatsNextProps {
  courseId: number;
  discordServerId: number | null;
}

function MentorsChat({ courseId, discordServerId }: { courseId: number; discordServerId: number }) {
  const { data } = useGetMentorsChatInvite(courseId, discordServerId, { swr: { shouldRetryOnError: false } });
  if (!data?.mentorsChatUrl) return null;
  return (
    <Typography.Paragraph>
      Questions? Ask in the{' '}
      <a href={data.mentorsChatUrl} target="_blank" rel="noreferrer">
        mentors&apos; chat
      </a>
      .
    </Typography.Paragraph>
  );
}

// pages.md §14 "Mentor dashboard" empty state: the steps ahead, and the mentors' chat when the course has one.
export function WhatsNext({ courseId, discordServerId }: WhatsNextProps) {
  return (
    <section aria-label="What's next?">
      <Typography.Title level={4}>What&apos;s next?</Typography.Title>
      <Steps
        orientation="vertical"
        current={0}
        items={[
          { title: 'Wait for students', description: 'Students are assigned to you when mentoring starts.' },
          { title: 'Interviews', description: 'Interview your students when the course asks for it.' },
          { title: 'Check tasks', description: 'Submitted solutions of your students appear here for review.' },
        ]}
      />
      {discordServerId !== null && <MentorsChat courseId={courseId} discordServerId={discordServerId} />}
    </section>
  );
}
