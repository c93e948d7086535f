import { Alert, Button, Card, Divider, Empty, Flex, Skeleton, Typography } from 'antd';

import { useGetVerificationAnswers } from '@/api/task-verifications';
import { formatDateTime, viewerTimeZone } from '@/components/form/date-time';
import { problemDetail } from '@/hooks/problem';

import { AnswerLabel } from './QuestionAnswers';

interface AnswersViewProps {
  courseId: number;
  courseTaskId: number;
  onBack: () => void;
}

// rules.md R9.6: per attempt, the wrongly answered questions with the student's own choice; never the right answer.
export function AnswersView({ courseId, courseTaskId, onBack }: AnswersViewProps) {
  const { data, error, isLoading } = useGetVerificationAnswers(courseId, courseTaskId);
  const zone = viewerTimeZone();
  return (
    <Flex vertical gap={16}>
      <Button onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        Back to table
      </Button>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      {isLoading && <Skeleton active />}
      {data?.map((attempt) => (
        <Card
          key={attempt.createdDate}
          size="small"
          title={`${formatDateTime(attempt.createdDate)} (${zone}) — ${attempt.score} / ${attempt.maxScore}`}
        >
          {attempt.questions.length === 0 ? (
            <Empty description="Every answer was right" />
          ) : (
            attempt.questions.map((question, position) => (
              <Flex key={question.index} vertical gap={4}>
                {position > 0 && <Divider />}
                <Typography.Text strong>{question.question}</Typography.Text>
                <Typography.Text type="secondary">Your answer:</Typography.Text>
                {question.selectedAnswers.map((selected) => (
                  <Typography.Text key={selected} delete>
                    <AnswerLabel question={question} answer={question.answers[selected] ?? ''} index={selected} />
                  </Typography.Text>
                ))}
              </Flex>
            ))
          )}
        </Card>
      ))}
    </Flex>
  );
}
