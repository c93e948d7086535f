import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Checkbox, Flex, InputNumber, Space, Typography } from 'antd';

import { correctOf, selfCheckProblems, storedAnswer, type SelfCheck, type SelfCheckSettings } from '../self-check';
import { QuestionEditor } from './QuestionEditor';

interface SelfCheckEditorProps {
  value: SelfCheck;
  onChange: (test: SelfCheck) => void;
}

const NUMBER_SETTINGS: { key: keyof SelfCheckSettings; label: string; min: number; max?: number }[] = [
  { key: 'maxAttemptsNumber', label: 'Max attempts', min: 1 },
  { key: 'numberOfQuestions', label: 'Number of questions', min: 1 },
  { key: 'thresholdPercentage', label: 'Threshold, %', min: 0, max: 100 },
  { key: 'oneAttemptPerNumberOfHours', label: 'One attempt per hours', min: 0 },
];

// data-model.md §4 / rules.md R9.3: the settings and questions of a self-check test, with the correct answers.
export function SelfCheckEditor({ value, onChange }: SelfCheckEditorProps) {
  const { questions } = value.public;
  const setSetting = (key: keyof SelfCheckSettings, setting: number | boolean | null) => {
    // A cleared setting is left out, so the server's default applies (R9.3).
    const { [key]: _previous, ...rest } = value.public;
    const next: SelfCheck['public'] = setting === null ? rest : { ...rest, [key]: setting };
    onChange({ ...value, public: next });
  };
  const setQuestions = (nextQuestions: SelfCheck['public']['questions'], answers: SelfCheck['answers']) =>
    onChange({ public: { ...value.public, questions: nextQuestions }, answers });
  const problems = selfCheckProblems(value);
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>Self-check test</Typography.Text>
      <Space wrap>
        {NUMBER_SETTINGS.map((setting) => (
          <Flex key={setting.key} gap={4} align="center">
            <Typography.Text>{setting.label}</Typography.Text>
            <InputNumber
              aria-label={setting.label}
              min={setting.min}
              max={setting.max}
              value={value.public[setting.key] as number | undefined}
              onChange={(next) => setSetting(setting.key, next)}
            />
          </Flex>
        ))}
        <Checkbox
          checked={value.public.strictAttemptsMode ?? true}
          onChange={(edit) => setSetting('strictAttemptsMode', edit.target.checked)}
        >
          Strict attempts mode
        </Checkbox>
      </Space>
      {questions.map((question, index) => (
        <QuestionEditor
          key={index}
          number={index + 1}
          question={question}
          correct={correctOf(value.answers[index])}
          onChange={(edited, correct) =>
            setQuestions(
              questions.map((q, i) => (i === index ? edited : q)),
              questions.map((q, i) => (i === index ? storedAnswer(edited.multiple, correct) : value.answers[i])),
            )
          }
          onRemove={() =>
            setQuestions(
              questions.filter((_, i) => i !== index),
              value.answers.filter((_, i) => i !== index),
            )
          }
        />
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() =>
          setQuestions([...questions, { question: '', answers: ['', ''], multiple: false }], [...value.answers, []])
        }
      >
        Add question
      </Button>
      {problems.length > 0 && <Alert type="warning" showIcon title={problems.join('; ')} />}
    </Flex>
  );
}
