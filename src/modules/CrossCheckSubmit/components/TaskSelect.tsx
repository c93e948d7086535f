import { Form, Select } from 'antd';

import type { CourseTask } from '@/api/model';
import { formatDateTime, viewerTimeZone } from '@/components/form/date-time';

import { groupByDeadline } from '../utils';

interface TaskSelectProps {
  tasks: CourseTask[];
  value: number | undefined;
  onChange: (courseTaskId: number) => void;
}

// pages.md §2: the cross-check tasks grouped by their submit deadline, in the viewer's zone.
export function TaskSelect({ tasks, value, onChange }: TaskSelectProps) {
  const zone = viewerTimeZone();
  const options = groupByDeadline(tasks).map((group) => ({
    label: `Deadline ${formatDateTime(group.deadline)} (${zone})`,
    title: group.deadline,
    options: group.tasks.map((task) => ({ label: task.name, value: task.id })),
  }));
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Task" htmlFor="cross-check-submit-task" style={{ marginBottom: 0, maxWidth: 480 }}>
        <Select
          id="cross-check-submit-task"
          value={value}
          options={options}
          onChange={onChange}
          placeholder="Select a task"
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
    </Form>
  );
}
