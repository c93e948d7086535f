import { Checkbox, DatePicker, Form, Input, InputNumber, Select } from 'antd';

import type { CourseTask, CourseTaskInput } from '@/api/model';
import { useGetTasks } from '@/api/tasks';
import { FormModal } from '@/components/form/FormModal';
import { SCORE_RULE_OPTIONS } from '@/components/cross-check/score-rules';
import { UserSearchSelect } from '@/components/form/UserSearchSelect';

import { CHECKER_OPTIONS, TASK_TYPE_OPTIONS } from '../constants';
import { toFormValues, toInput, type CourseTaskFormValues } from '../utils';

interface CourseTaskModalProps {
  open: boolean;
  // undefined: "Add Task".
  courseTask?: CourseTask;
  timeZone: string;
  onSubmit: (input: CourseTaskInput, courseTask?: CourseTask) => Promise<void>;
  onClose: () => void;
}

const DATE_TIME = 'YYYY-MM-DD HH:mm';

// pages.md §4 modal "Course Task"; access.md §36 CourseTaskInput rules are checked here first, then by the server.
export function CourseTaskModal({ open, courseTask, timeZone, onSubmit, onClose }: CourseTaskModalProps) {
  const [form] = Form.useForm<CourseTaskFormValues>();
  const tasks = useGetTasks({ swr: { revalidateOnFocus: false } });
  const checker = Form.useWatch('checker', form);
  const taskOptions = (tasks.data ?? []).map((task) => ({ value: task.id, label: `${task.name} (${task.type})` }));
  const zone = ` (${timeZone})`;
  return (
    <FormModal<CourseTaskFormValues>
      title="Course Task"
      name="course-task"
      open={open}
      form={form}
      initialValues={toFormValues(courseTask)}
      onSubmit={(values) => onSubmit(toInput(values), courseTask)}
      onClose={onClose}
    >
      <Form.Item label="Task" name="taskId" rules={[{ required: true, message: 'Choose a task' }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={tasks.isLoading}
          options={taskOptions}
          placeholder="Select a task"
        />
      </Form.Item>
      <Form.Item label="Task Type" name="type" extra="Empty: the task's own type">
        <Select allowClear options={TASK_TYPE_OPTIONS} />
      </Form.Item>
      <Form.Item label="Checker" name="checker" rules={[{ required: true, message: 'Choose who checks' }]}>
        <Select options={CHECKER_OPTIONS} />
      </Form.Item>
      {checker === 'taskOwner' && (
        <Form.Item label="Task Owner" name="taskOwnerId" rules={[{ required: true, message: 'Choose the task owner' }]}>
          <UserSearchSelect initialUser={courseTask?.taskOwner} />
        </Form.Item>
      )}
      <Form.Item
        label={`Start–End${zone}`}
        name="dates"
        rules={[{ required: true, message: 'Choose the start and end' }]}
      >
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={`Registration Start${zone}`} name="studentRegistrationStartDate">
        <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="Max Score" name="maxScore" rules={[{ required: true, message: 'Enter the max score' }]}>
        <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Score Weight"
        name="scoreWeight"
        rules={[{ required: true, message: 'Enter the score weight' }]}
      >
        <InputNumber min={0} max={100} step={0.1} style={{ width: '100%' }} />
      </Form.Item>
      {checker === 'crossCheck' && (
        <Form.Item
          label={`Cross-Check End${zone}`}
          name="crossCheckEndDate"
          dependencies={['dates']}
          rules={[
            { required: true, message: 'Choose the cross-check end' },
            ({ getFieldValue }) => ({
              validator: async (_, value) => {
                const dates = getFieldValue('dates') as CourseTaskFormValues['dates'] | undefined;
                if (value && dates?.[1] && !value.isAfter(dates[1])) {
                  throw new Error('The cross-check must end after the task end');
                }
              },
            }),
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item label="Pairs Count" name="pairsCount" extra="Reviewers per solution; empty: 4 (R7.3)">
        <InputNumber min={1} max={10} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      {checker === 'crossCheck' && (
        <Form.Item label="Score rule" name="crossCheckScoreRule" extra="How the reviews become the author's score">
          <Select options={SCORE_RULE_OPTIONS} />
        </Form.Item>
      )}
      <Form.Item label="Submit Text" name="submitText" rules={[{ max: 1024 }]}>
        <Input.TextArea maxLength={1024} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item name="githubIdInUrl" valuePropName="checked" noStyle={false}>
        <Checkbox>Require GitHub Username in URL</Checkbox>
      </Form.Item>
      <Form.Item name="githubPrInUrl" valuePropName="checked">
        <Checkbox>Require GitHub Pull Request in URL</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
