import { Avatar, Button, Flex, List, Popconfirm, Typography } from 'antd';

import { DecisionTag } from '@/components/interviews/DecisionTag';

export interface MentorPairView {
  id: number;
  student: { githubId: string; name: string };
  isCompleted: boolean;
  decision: string | null;
  score: number | null;
  hasFeedback: boolean;
}

interface InterviewStudentRowProps {
  pair: MentorPairView;
  feedbackHref: string;
  // Regular interviews only: "Reject" completes the pair with score 0 (rules.md R10.6).
  onReject?: (pair: MentorPairView) => Promise<unknown>;
}

// pages.md §3 "/course/mentor/interviews": per student the decision tag, the GitHub avatar and link, "Provide feedback"
// or "Edit feedback", and for regular interviews a "Reject" that asks first.
export function InterviewStudentRow({ pair, feedbackHref, onReject }: InterviewStudentRowProps) {
  const { githubId, name } = pair.student;
  const actions = [
    <Button key="feedback" size="small" type={pair.hasFeedback ? 'default' : 'primary'} href={feedbackHref}>
      {pair.hasFeedback ? 'Edit feedback' : 'Provide feedback'}
    </Button>,
  ];
  if (onReject && !pair.isCompleted) {
    actions.push(
      <Popconfirm
        key="reject"
        title={`Reject ${githubId}?`}
        description="The interview is completed with score 0."
        okText="Reject"
        okButtonProps={{ danger: true }}
        onConfirm={() => onReject(pair)}
      >
        <Button size="small" danger>
          Reject
        </Button>
      </Popconfirm>,
    );
  }
  return (
    <List.Item actions={actions}>
      <List.Item.Meta
        avatar={<Avatar src={`https://github.com/${encodeURIComponent(githubId)}.png?size=48`} alt="" />}
        title={
          <a href={`https://github.com/${githubId}`} target="_blank" rel="noreferrer noopener">
            {githubId}
          </a>
        }
        description={
          <Flex gap={8} wrap align="center">
            <Typography.Text>{name}</Typography.Text>
            <DecisionTag decision={pair.decision} isCompleted={pair.isCompleted} />
            {pair.isCompleted && pair.score !== null && <Typography.Text>Score: {pair.score}</Typography.Text>}
          </Flex>
        }
      />
    </List.Item>
  );
}
