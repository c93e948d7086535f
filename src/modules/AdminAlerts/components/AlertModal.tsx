import { Form, Input, Select, Switch } from 'antd';

import { useGetCourses } from '@/api/courses';
import type { Alert, AlertInput, AlertType } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

import { ALERT_TYPE_OPTIONS, TEXT_MAX_LENGTH } from '../constants';

interface AlertModalProps {
  open: boolean;
  alert?: Alert;
  onSubmit: (input: AlertInput, alert?: Alert) => Promise<void>;
  onClose: () => void;
}

interface AlertFormValues {
  type: AlertType;
  text: string;
  courseId?: number | null;
  enabled: boolean;
}

// pages.md §5 "/admin/alerts": Type, Text, Course (none: every user sees it), Enabled.
export function AlertModal({ open, alert, onSubmit, onClose }: AlertModalProps) {
  const [form] = Form.useForm<AlertFormValues>();
  const { data: courses, isLoading } = useGetCourses({ swr: { revalidateOnFocus: false } });
  const initialValues: AlertFormValues = alert
    ? { type: alert.type, text: alert.text, courseId: alert.courseId, enabled: alert.enabled }
    : { type: 'info', text: '', courseId: null, enabled: false };
  return (
    <FormModal<AlertFormValues>
      title={alert ? 'Edit Alert' : 'Add Alert'}
      name="alert"
      open={open}
      form={form}
      initialValues={initialValues}
      onSubmit={(values) =>
        onSubmit(
          { type: values.type, text: values.text.trim(), courseId: values.courseId ?? null, enabled: values.enabled },
          alert,
        )
      }
      onClose={onClose}
    >
      <Form.Item label="Type" name="type" rules={[{ required: true, message: 'Choose the type' }]}>
        <Select<AlertType> options={ALERT_TYPE_OPTIONS} />
      </Form.Item>
      <Form.Item
        label="Text"
        name="text"
        rules={[
          { required: true, whitespace: true, message: 'Enter the text' },
          { max: TEXT_MAX_LENGTH, message: `At most ${TEXT_MAX_LENGTH} characters` },
        ]}
      >
        <Input.TextArea rows={4} maxLength={TEXT_MAX_LENGTH} showCount autoFocus />
      </Form.Item>
      <Form.Item label="Course" name="courseId" extra="Leave empty to show the alert to everyone">
        <Select<number>
          allowClear
          loading={isLoading}
          placeholder="All courses"
          options={(courses ?? []).map((course) => ({ value: course.id, label: course.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label="Enabled" name="enabled" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
