import { Alert, Button, Form, Input, Radio, Space, Typography } from 'antd';

import type { StudentDetails, StudentFeedback } from '@/api/model';
import { setProblemFields } from '@/components/form/form-problem';
import { HIRE_DECISION_NAMES, RATING_WORDS, SOFT_SKILL_NAMES, SOFT_SKILLS } from '@/hooks/recommendation-names';

import { toLetterInput, toLetterValues, type LetterValues } from '../utils';

export const HIRE_NOTE = "If you recommend to Hire, the feedback is attached to the student's public CV.";

const englishLevels = ['a0', 'a1', 'a2', 'b1', 'b2', 'c1', 'c2'].map((value) => ({
  value,
  label: value.toUpperCase(),
}));

interface LetterFormProps {
  student: StudentDetails;
  letter?: StudentFeedback;
  onSave: (input: ReturnType<typeof toLetterInput>) => Promise<unknown>;
  onCancel: () => void;
}

// pages.md §3 "Recommendation Letter": Student, Recommended To (required), What was good (required), What could be
// improved, English level A0..C2 and the soft skills rated with the seed's words None..Excellent.
export function LetterForm({ student, letter, onSave, onCancel }: LetterFormProps) {
  const [form] = Form.useForm<LetterValues>();
  const submit = async (values: LetterValues) => {
    const input = toLetterInput(values);
    try {
      await onSave(input);
    } catch (error) {
      setProblemFields(form, error);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={toLetterValues(letter)}
      onFinish={submit}
      style={{ maxWidth: 760 }}
    >
      <Form.Item label="Student">
        <Typography.Text strong>
          {student.name} ({student.githubId})
        </Typography.Text>
      </Form.Item>
      <Form.Item
        name="recommendation"
        label="Recommended To"
        rules={[{ required: true, message: 'Choose Hire or Not Hire' }]}
      >
        <Radio.Group
          aria-label="Recommended To"
          options={Object.entries(HIRE_DECISION_NAMES).map(([value, label]) => ({ value, label }))}
          optionType="button"
        />
      </Form.Item>
      <Alert type="info" showIcon title={HIRE_NOTE} style={{ marginBottom: 24 }} />
      <Form.Item
        name="recommendationComment"
        label="What was good"
        rules={[
          { required: true, whitespace: true, message: 'Tell what was good' },
          { max: 5000, message: 'At most 5000 characters' },
        ]}
      >
        <Input.TextArea rows={5} />
      </Form.Item>
      <Form.Item
        name="suggestions"
        label="What could be improved"
        rules={[{ max: 5000, message: 'At most 5000 characters' }]}
      >
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item name="englishLevel" label="English level">
        <Radio.Group aria-label="English level" options={englishLevels} optionType="button" />
      </Form.Item>
      <Typography.Title level={5}>Soft Skills</Typography.Title>
      {SOFT_SKILLS.map((skill) => (
        <Form.Item key={skill} name={['softSkills', skill]} label={SOFT_SKILL_NAMES[skill]}>
          <Radio.Group
            aria-label={SOFT_SKILL_NAMES[skill]}
            options={RATING_WORDS.map((word) => ({ value: word, label: word }))}
            optionType="button"
          />
        </Form.Item>
      ))}
      <Space>
        <Button type="primary" htmlType="submit">
          {letter ? 'Save' : 'Submit'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Space>
    </Form>
  );
}
