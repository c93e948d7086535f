import { Button, Card, Flex, Form, InputNumber, Radio } from 'antd';
import { useState } from 'react';

import type { Course, MentorOptionsInput, StudentsLocation } from '@/api/model';
import { setProblemFields } from '@/components/form/form-problem';
import { useNotify } from '@/hooks/useNotify';

import { LOCATION_OPTIONS } from './location-options';
import { StudentsSelect } from './StudentsSelect';

interface OptionsValues {
  maxStudentsLimit: number;
  preferedStudentsLocation: StudentsLocation;
  students?: number[];
}

interface MentorOptionsFormProps {
  course: Course;
  initialValues: OptionsValues;
  // Only a mentor of the course may search its students (access.md §28).
  canPickStudents: boolean;
  onConfirm: (input: MentorOptionsInput) => Promise<void>;
  submitText?: string;
}

// pages.md §3 "/course/mentor/confirm" and the mentoring options modal of "/course/mentor/interviews": students per
// course, preferred location, pre-chosen students. onConfirm throws: field errors go on the fields, else a toast.
export function MentorOptionsForm(props: MentorOptionsFormProps) {
  const { course, initialValues, canPickStudents, onConfirm, submitText = 'Confirm' } = props;
  const [form] = Form.useForm<OptionsValues>();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);

  const submit = async (values: OptionsValues) => {
    setSaving(true);
    try {
      await onConfirm({
        maxStudentsLimit: values.maxStudentsLimit,
        preferedStudentsLocation: values.preferedStudentsLocation,
        ...(values.students?.length ? { students: values.students } : {}),
      });
    } catch (error) {
      if (!setProblemFields(form, error)) notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{course.fullName}</h2>}>
      <Form<OptionsValues>
        form={form}
        name="mentor-options"
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="maxStudentsLimit"
          label="How many students can you mentor in this course?"
          rules={[{ required: true, message: 'Please enter a number from 1 to 50' }]}
        >
          <InputNumber min={1} max={50} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="preferedStudentsLocation" label="Preferred students location">
          <Radio.Group options={LOCATION_OPTIONS} />
        </Form.Item>
        {canPickStudents && (
          <Form.Item name="students" label="Pre-chosen students" extra="Active students of the course without a mentor">
            <StudentsSelect courseId={course.id} />
          </Form.Item>
        )}
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={saving}>
            {submitText}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
