import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';

import type { Course } from '@/api/model';

interface CopyFromModalProps {
  open: boolean;
  courses: Course[];
  onCopy: (copyFromCourseId: number) => Promise<boolean>;
  onClose: () => void;
}

// pages.md §11 "Copy from" (R15): pick a course, read the irreversible warning, confirm.
export function CopyFromModal({ open, courses, onCopy, onClose }: CopyFromModalProps) {
  const [courseId, setCourseId] = useState<number>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (courseId === undefined) return;
    setBusy(true);
    const copied = await onCopy(courseId);
    setBusy(false);
    if (copied) onClose();
  };
  return (
    <Modal
      title="Copy schedule from another course"
      open={open}
      okText="Copy"
      okButtonProps={{ danger: true, disabled: courseId === undefined, loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Alert
        type="warning"
        showIcon
        title="This cannot be undone: the tasks, events and team distributions of the chosen course are added to this schedule, with their dates shifted by the difference of the course start dates."
      />
      <Form layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item label="Course" htmlFor="copy-from-course">
          <Select
            id="copy-from-course"
            aria-label="Course to copy from"
            showSearch
            optionFilterProp="label"
            options={courses.map((course) => ({ value: course.id, label: course.name }))}
            value={courseId}
            onChange={setCourseId}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
