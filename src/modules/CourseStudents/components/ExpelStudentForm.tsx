import { Button, Card, Form, Input, Popconfirm, Radio, Space, Typography } from 'antd';
import { useState } from 'react';

import type { StudentSearchItem } from '@/api/model';
import { CourseStudentSelect } from '@/components/course/CourseStudentSelect';
import { setProblemFields } from '@/components/form/form-problem';

import { STUDENT_ACTIONS, type StudentAction } from '../constants';

type ExpelValues = { action: StudentAction; githubId: string; reason: string };

interface ExpelStudentFormProps {
  courseId: number;
  // A mentor picks among his own mentees; staff (mentorId null) among every active student.
  mentorId: number | null;
  onSubmit: (values: ExpelValues) => Promise<unknown>;
}

const noop = () => undefined;

// pages.md §3 "/course/mentor/expel-student": action (Expel / Unassign / Self-study, each explained), student, reason.
export function ExpelStudentForm({ courseId, mentorId, onSubmit }: ExpelStudentFormProps) {
  const [form] = Form.useForm<ExpelValues>();
  const action = Form.useWatch('action', form) ?? 'expel';
  const [busy, setBusy] = useState(false);
  const accept = mentorId === null ? undefined : (student: StudentSearchItem) => student.mentor?.id === mentorId;

  const submit = async () => {
    // Invalid fields show their messages; nothing is sent.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setBusy(true);
    try {
      await onSubmit(values);
      form.resetFields();
    } catch (error) {
      setProblemFields(form, error);
    } finally {
      setBusy(false);
    }
  };
  const chosen = STUDENT_ACTIONS.find((item) => item.value === action) ?? STUDENT_ACTIONS[0];

  return (
    <Card style={{ maxWidth: 640 }}>
      <Form<ExpelValues>
        form={form}
        name="expel-student"
        layout="vertical"
        initialValues={{ action: 'expel' }}
        onFinish={noop}
      >
        <Form.Item name="action" label="Action">
          <Radio.Group>
            <Space orientation="vertical">
              {STUDENT_ACTIONS.map((item) => (
                <Radio key={item.value} value={item.value}>
                  <strong>{item.label}</strong>: {item.explanation}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="githubId"
          label="Student"
          extra={mentorId === null ? 'Any active student of the course.' : 'Your active students.'}
          rules={[{ required: true, message: 'Choose a student' }]}
        >
          <CourseStudentSelect courseId={courseId} accept={accept} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Reason"
          rules={[{ required: true, whitespace: true, message: 'Enter the reason' }]}
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{chosen.explanation}</Typography.Paragraph>
        <Popconfirm
          title={`${chosen.label}: are you sure?`}
          okText={chosen.label}
          okButtonProps={{ danger: true }}
          onConfirm={submit}
        >
          <Button type="primary" danger={action === 'expel'} loading={busy}>
            Submit
          </Button>
        </Popconfirm>
      </Form>
    </Card>
  );
}
