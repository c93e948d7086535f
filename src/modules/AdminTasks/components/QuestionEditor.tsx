import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Card, Checkbox, Flex, Input } from 'antd';

import type { SelfCheckQuestion } from '../self-check';

interface QuestionEditorProps {
  number: number;
  question: SelfCheckQuestion;
  correct: number[];
  onChange: (question: SelfCheckQuestion, correct: number[]) => void;
  onRemove: () => void;
}

// One self-check question: its text, answers, which answers are correct, single or multiple choice.
export function QuestionEditor({ number, question, correct, onChange, onRemove }: QuestionEditorProps) {
  const setAnswers = (answers: string[], nextCorrect = correct) => onChange({ ...question, answers }, nextCorrect);
  const toggle = (index: number, checked: boolean) => {
    if (!question.multiple) return onChange(question, checked ? [index] : []);
    onChange(question, checked ? [...correct, index] : correct.filter((choice) => choice !== index));
  };
  const removeAnswer = (index: number) =>
    setAnswers(
      question.answers.filter((_, i) => i !== index),
      correct.filter((choice) => choice !== index).map((choice) => (choice > index ? choice - 1 : choice)),
    );
  return (
    <Card
      size="small"
      title={`Question ${number}`}
      extra={
        <Button
          danger
          type="text"
          aria-label={`Remove question ${number}`}
          icon={<DeleteOutlined />}
          onClick={onRemove}
        />
      }
    >
      <Flex vertical gap={8}>
        <Input.TextArea
          aria-label={`Question ${number} text`}
          autoSize
          value={question.question}
          onChange={(edit) => onChange({ ...question, question: edit.target.value }, correct)}
        />
        <Checkbox
          checked={question.multiple}
          onChange={(edit) =>
            onChange(
              { ...question, multiple: edit.target.checked },
              edit.target.checked ? correct : correct.slice(0, 1),
            )
          }
        >
          Multiple answers
        </Checkbox>
        {question.answers.map((answer, index) => (
          <Flex key={index} gap={8} align="center">
            <Checkbox
              aria-label={`Question ${number} answer ${index + 1} is correct`}
              checked={correct.includes(index)}
              onChange={(edit) => toggle(index, edit.target.checked)}
            />
            <Input
              aria-label={`Question ${number} answer ${index + 1}`}
              value={answer}
              onChange={(edit) => setAnswers(question.answers.map((a, i) => (i === index ? edit.target.value : a)))}
            />
            <Button
              type="text"
              danger
              aria-label={`Remove question ${number} answer ${index + 1}`}
              icon={<DeleteOutlined />}
              onClick={() => removeAnswer(index)}
            />
          </Flex>
        ))}
        <Button icon={<PlusOutlined />} onClick={() => setAnswers([...question.answers, ''])}>
          Add answer
        </Button>
      </Flex>
    </Card>
  );
}
