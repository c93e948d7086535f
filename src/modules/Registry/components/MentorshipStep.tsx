import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Radio, Select, theme, type FormInstance } from 'antd';

import type { Course, Discipline } from '@/api/model';
import { LANGUAGE_NAMES } from '@/hooks/language-names';

import { LOCATION_OPTIONS, type MentorshipValues } from '../mentor-form';

interface MentorshipStepProps {
  form: FormInstance<MentorshipValues>;
  initialValues: MentorshipValues;
  disciplines: Discipline[];
  courses: Course[];
  submitting: boolean;
  onBack: () => void;
  onSubmit: (values: MentorshipValues) => void;
}

const languageOptions = Object.entries(LANGUAGE_NAMES).map(([value, label]) => ({ value, label }));
const half = { flex: '1 1 240px', minWidth: 0 };

// pages.md §6 "/registry/mentor", step Mentorship: what, where and how many the mentor can take (rules.md R14.3).
export function MentorshipStep(props: MentorshipStepProps) {
  const { form, initialValues, disciplines, courses, submitting, onBack, onSubmit } = props;
  const { token } = theme.useToken();
  return (
    <Form<MentorshipValues>
      form={form}
      name="mentorship"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      scrollToFirstError
    >
      <Flex vertical gap={token.margin}>
        <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>Mentorship</h2>}>
          <Flex wrap gap="0 16px">
            <Form.Item
              name="technicalMentoring"
              label="Disciplines you can mentor"
              rules={[{ required: true, type: 'array', min: 1, message: 'Please choose at least one discipline' }]}
              style={{ width: '100%' }}
            >
              <Select
                mode="multiple"
                options={disciplines.map((discipline) => ({ value: discipline.name, label: discipline.name }))}
              />
            </Form.Item>
            <Form.Item name="preferedCourses" label="Preferred Courses" style={{ width: '100%' }}>
              <Select
                mode="multiple"
                optionFilterProp="label"
                options={courses.map((course) => ({ value: course.id, label: course.name }))}
              />
            </Form.Item>
            <Form.Item name="languagesMentoring" label="Languages you can mentor in" style={{ width: '100%' }}>
              <Select mode="multiple" options={languageOptions} optionFilterProp="label" />
            </Form.Item>
            <Form.Item
              name="maxStudentsLimit"
              label="How many students can you mentor?"
              rules={[{ required: true, message: 'Please enter a number from 1 to 50' }]}
              style={half}
            >
              <InputNumber min={1} max={50} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="preferedStudentsLocation" label="Preferred students location" style={half}>
              <Radio.Group options={LOCATION_OPTIONS} />
            </Form.Item>
            <Form.Item name="aboutMyself" label="About Yourself" rules={[{ max: 3000 }]} style={{ width: '100%' }}>
              <Input.TextArea rows={4} />
            </Form.Item>
          </Flex>
        </Card>
        <Form.Item
          name="consent"
          valuePropName="checked"
          rules={[
            {
              validator: (_, value) =>
                value ? Promise.resolve() : Promise.reject(new Error('You must agree to the processing of your data')),
            },
          ]}
        >
          <Checkbox>I agree to the processing of my personal data for mentoring at RS School</Checkbox>
        </Form.Item>
        <Flex justify="space-between">
          <Button size="large" onClick={onBack}>
            Back
          </Button>
          <Button type="primary" htmlType="submit" size="large" loading={submitting}>
            Submit
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
