import GithubOutlined from '@ant-design/icons/GithubOutlined';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';

import { formatDateTime } from '@/components/form/date-time';

import { canRegister, interviewStatus, type StudentInterviewState } from '../status';

import { StatusIllustration } from './StatusIllustration';

export interface InterviewerView {
  githubId: string;
  name: string;
  contacts: NonNullable<DescriptionsProps['items']>;
}

export interface StudentInterviewView extends StudentInterviewState {
  id: number;
  name: string;
  isStage: boolean;
  description: string | null;
  descriptionUrl: string | null;
  startDate: string;
  endDate: string;
  interviewers: InterviewerView[];
  // Shown only once the pair is completed (rules.md R10.6); the server leaves it out before.
  commentToStudent: string | null;
}

interface InterviewCardProps {
  interview: StudentInterviewView;
  timeZone: string;
  registering: boolean;
  onRegister: (interview: StudentInterviewView) => void;
}

const withZone = (value: string, timeZone: string) => `${formatDateTime(value)} (${timeZone})`;

function Interviewer({ interviewer }: { interviewer: InterviewerView }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>Your interviewer: {interviewer.name}</Typography.Text>
      <a href={`https://github.com/${interviewer.githubId}`} target="_blank" rel="noreferrer noopener">
        <GithubOutlined /> {interviewer.githubId}
      </a>
      {interviewer.contacts.length > 0 && <Descriptions size="small" column={1} items={interviewer.contacts} />}
    </Flex>
  );
}

// pages.md §2 "/course/student/interviews": one interview — its title links to the description, the period, the status
// sentence with an illustration, the interviewer once paired, the comment once completed, and "Register".
export function InterviewCard({ interview, timeZone, registering, onRegister }: InterviewCardProps) {
  const status = interviewStatus(interview, (value) => withZone(value, timeZone));
  const title = interview.descriptionUrl ? (
    <a href={interview.descriptionUrl} target="_blank" rel="noreferrer noopener">
      {interview.name}
    </a>
  ) : (
    interview.name
  );
  const action = canRegister(interview) ? (
    <Button type="primary" loading={registering} onClick={() => onRegister(interview)}>
      Register
    </Button>
  ) : interview.registered ? (
    <Button disabled>Registered</Button>
  ) : null;
  return (
    <Card
      title={title}
      extra={interview.isStage ? <Tag>Technical Screening</Tag> : null}
      actions={action ? [action] : undefined}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          {withZone(interview.startDate, timeZone)} – {withZone(interview.endDate, timeZone)}
        </Typography.Text>
        {interview.availability === 'future' && interview.registrationStart && (
          <div>
            <Tag color="blue">Registration starts on {withZone(interview.registrationStart, timeZone)}</Tag>
          </div>
        )}
        {interview.description && <Typography.Paragraph>{interview.description}</Typography.Paragraph>}
        <Flex gap={16} align="center">
          <StatusIllustration kind={status.illustration} />
          <Typography.Text>{status.text}</Typography.Text>
        </Flex>
        {interview.interviewers.map((interviewer) => (
          <Interviewer key={interviewer.githubId} interviewer={interviewer} />
        ))}
        {interview.commentToStudent && (
          <Flex vertical gap={4}>
            <Typography.Text strong>Comment from your interviewer</Typography.Text>
            <Typography.Paragraph>{interview.commentToStudent}</Typography.Paragraph>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
