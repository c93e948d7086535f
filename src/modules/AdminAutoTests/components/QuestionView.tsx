import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { Card, Flex, Image, Tag, Typography } from 'antd';

import type { AutoTestQuestion } from '@/api/model';

// rules.md R9.6: correct answers are shown only here, to managers and admins; marked in words, not only colour.
export function QuestionView({ question, number }: { question: AutoTestQuestion; number: number }) {
  return (
    <Card size="small" title={`${number}. ${question.question}`}>
      {question.questionImage && <Image src={question.questionImage} alt={`Question ${number}`} width={240} />}
      <Typography.Text type="secondary">{question.multiple ? 'Several answers' : 'One answer'}</Typography.Text>
      <ol style={{ margin: '8px 0 0', paddingInlineStart: 24 }}>
        {question.answers.map((answer, index) => {
          const correct = question.correct.includes(index);
          return (
            <li key={index} aria-label={correct ? `Correct answer: ${answer}` : undefined}>
              <Flex gap={8} align="center" style={{ paddingBlock: 4 }}>
                {question.answersType === 'image' ? (
                  <Image src={answer} alt={`Answer ${index + 1}`} width={160} />
                ) : (
                  <Typography.Text strong={correct}>{answer}</Typography.Text>
                )}
                {correct && (
                  <Tag color="green" icon={<CheckOutlined />}>
                    Correct
                  </Tag>
                )}
              </Flex>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
