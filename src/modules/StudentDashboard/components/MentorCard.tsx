import { Button, Card, Descriptions, Typography } from 'antd';

import type { StudentSummaryMentor } from '@/api/model';
import { contactItems } from '@/components/people/contact-items';

interface MentorCardProps {
  mentor: StudentSummaryMentor;
  canSubmit: boolean;
  onSubmit: () => void;
}

// pages.md §2 "Mentor's check": the mentor with the contacts he shows his students (R4.2), or any mentor reviews.
export function MentorCard({ mentor, canSubmit, onSubmit }: MentorCardProps) {
  return (
    <Card
      title="Mentor's check"
      extra={
        canSubmit && (
          <Button type="primary" onClick={onSubmit}>
            Submit Task
          </Button>
        )
      }
    >
      {mentor ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'mentor',
              label: 'Mentor',
              children: (
                <a href={`https://github.com/${mentor.githubId}`} target="_blank" rel="noreferrer">
                  {mentor.name}
                </a>
              ),
            },
            ...contactItems(mentor.contacts),
          ]}
        />
      ) : (
        <Typography.Text>Any mentor may review your work</Typography.Text>
      )}
    </Card>
  );
}
