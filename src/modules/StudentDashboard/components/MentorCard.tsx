import { Button, Card, Descriptions, Typography } from 'antd';

import type { StudentSummaryMentor } from '@/api/model';

interface MentorCardProps {
  mentor: StudentSummaryMentor;
  canSubmit: boolean;
  onSubmit: () => void;
}

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

// pages.md §2 "Mentor's check": the mentor with the contacts he shows his students (R4.2), or any mentor reviews.
export function MentorCard({ mentor, canSubmit, onSubmit }: MentorCardProps) {
  const contacts = Object.entries(mentor?.contacts ?? {}).filter(([, value]) => value);
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
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Mentor">
            <a href={`https://github.com/${mentor.githubId}`} target="_blank" rel="noreferrer">
              {mentor.name}
            </a>
          </Descriptions.Item>
          {contacts.map(([kind, value]) => (
            <Descriptions.Item key={kind} label={CONTACT_LABELS[kind] ?? kind}>
              {value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : (
        <Typography.Text>Any mentor may review your work</Typography.Text>
      )}
    </Card>
  );
}
