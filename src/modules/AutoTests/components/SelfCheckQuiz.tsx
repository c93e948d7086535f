import { Button, Card, Checkbox, Flex, Radio, Space, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';

import { pickQuestions, type AutoTestSettings } from '../utils';
import { AnswerLabel } from './QuestionAnswers';

type Answer = { index: number; value: number | number[] };

interface SelfCheckQuizProps {
  settings: AutoTestSettings;
  submitting: boolean;
  onSubmit: (answers: Answer[]) => void;
}

// pages.md §2 quiz: radio or checkbox per question, a random subset when the pool is larger (R9.3), and "Submit" with
// a tooltip naming the unanswered questions.
export function SelfCheckQuiz({ settings, submitting, onSubmit }: SelfCheckQuizProps) {
  const shown = useMemo(
    () => pickQuestions(settings.questions.length, settings.numberOfQuestions),
    [settings.questions.length, settings.numberOfQuestions],
  );
  const [answers, setAnswers] = useState<Record<number, number | number[]>>({});
  const unanswered = shown
    .map((index, position) => ({ index, position }))
    .filter(({ index }) => {
      const value = answers[index];
      return value === undefined || (Array.isArray(value) && value.length === 0);
    });
  const submit = () =>
    onSubmit(shown.filter((index) => answers[index] !== undefined).map((index) => ({ index, value: answers[index] })));
  return (
    <Flex vertical gap={16}>
      {shown.map((index, position) => {
        const question = settings.questions[index];
        const labelId = `question-${index}`;
        const options = question.answers.map((answer, value) => ({
          value,
          label: <AnswerLabel question={question} answer={answer} index={value} />,
        }));
        return (
          <Card key={index} size="small" title={<span id={labelId}>{`${position + 1}. ${question.question}`}</span>}>
            {question.questionImage && <img src={question.questionImage} alt={`Question ${position + 1}`} />}
            {question.multiple ? (
              <Checkbox.Group
                aria-labelledby={labelId}
                value={(answers[index] as number[] | undefined) ?? []}
                onChange={(value) => setAnswers((current) => ({ ...current, [index]: value as number[] }))}
              >
                <Space orientation="vertical">
                  {options.map((option) => (
                    <Checkbox key={option.value} value={option.value}>
                      {option.label}
                    </Checkbox>
                  ))}
                </Space>
              </Checkbox.Group>
            ) : (
              <Radio.Group
                aria-labelledby={labelId}
                value={answers[index]}
                onChange={(event) => setAnswers((current) => ({ ...current, [index]: event.target.value as number }))}
              >
                <Space orientation="vertical">
                  {options.map((option) => (
                    <Radio key={option.value} value={option.value}>
                      {option.label}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            )}
          </Card>
        );
      })}
      <Tooltip
        title={
          unanswered.length
            ? `Unanswered questions: ${unanswered.map(({ position }) => position + 1).join(', ')}`
            : undefined
        }
      >
        <Button
          type="primary"
          loading={submitting}
          disabled={unanswered.length === shown.length}
          onClick={submit}
          style={{ alignSelf: 'flex-start' }}
        >
          Submit
        </Button>
      </Tooltip>
      {unanswered.length > 0 && (
        <Typography.Text type="secondary">{`${unanswered.length} of ${shown.length} questions unanswered`}</Typography.Text>
      )}
    </Flex>
  );
}
