import { Form, Input, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';

import type { CourseTask } from '@/api/model';
import { saveTaskSolution } from '@/api/task-verifications';
import { viewerTimeZone } from '@/components/form/date-time';
import { setProblemFields } from '@/components/form/form-problem';
import { useNotify } from '@/hooks/useNotify';

import { groupByDeadline } from '../utils';

interface SubmitTaskModalProps {
  courseId: number;
  tasks: CourseTask[];
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

type Values = { courseTaskId: number; url: string };

// pages.md §2 "Submit Task For Mentor Review": open mentor-checked tasks grouped by deadline, and the solution URL.
export function SubmitTaskModal({ courseId, tasks, open, onClose, onSaved }: SubmitTaskModalProps) {
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const zone = viewerTimeZone();
  const options = groupByDeadline(tasks).map((group) => ({
    label: `Deadline ${dayjs(group.deadline).format('YYYY-MM-DD HH:mm')} (${zone})`,
    title: group.deadline,
    options: group.tasks.map((task) => ({ label: task.name, value: task.id })),
  }));

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await saveTaskSolution(courseId, values.courseTaskId, { url: values.url });
      notify.success('Your solution has been submitted.');
      form.resetFields();
      onSaved();
      onClose();
    } catch (error) {
      if (!setProblemFields(form, error)) notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="Submit Task For Mentor Review"
      open={open}
      okText="Submit"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="courseTaskId" label="Task" rules={[{ required: true, message: 'Select a task' }]}>
          <Select options={options} placeholder="Select a task" />
        </Form.Item>
        <Form.Item
          name="url"
          label="Solution URL"
          rules={[
            { required: true, message: 'Enter the solution URL' },
            { type: 'url', message: 'Enter an http(s) URL' },
            { max: 2048, message: 'The URL must be at most 2048 characters' },
          ]}
        >
          <Input placeholder="https://github.com/..." />
        </Form.Item>
      </Form>
    </Modal>
  );
}
