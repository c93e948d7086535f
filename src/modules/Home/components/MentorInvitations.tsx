import { Alert, Button, Flex } from 'antd';

import type { Course } from '@/api/model';

interface MentorInvitationsProps {
  pending: readonly Course[];
  mentorsWanted: boolean;
}

// pages.md §1: the pending mentor invitations and, for former mentors, the call to a new course.
export function MentorInvitations({ pending, mentorsWanted }: MentorInvitationsProps) {
  return (
    <Flex vertical gap={8}>
      {pending.map((course) => (
        <Alert
          key={course.id}
          type="success"
          showIcon
          title={`You are approved as a mentor to ${course.name}`}
          action={
            <Button type="primary" href={`/course/mentor/confirm?course=${encodeURIComponent(course.alias)}`}>
              Confirm Participation
            </Button>
          }
        />
      ))}
      {mentorsWanted && (
        <Alert
          type="info"
          showIcon
          title="New course is starting and we are looking for mentors!"
          action={<Button href="/registry/mentor">Register as Mentor</Button>}
        />
      )}
    </Flex>
  );
}
