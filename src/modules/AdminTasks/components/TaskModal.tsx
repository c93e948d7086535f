import { Checkbox, Collapse, Form, Input, Select } from 'antd';
import { useEffect } from 'react';

import type { Discipline, Task } from '@/api/model';
import { useGetTaskCriteria } from '@/api/tasks';
import { FormModal } from '@/components/form/FormModal';

import { TASK_TYPES } from '../constants';
import { selfCheckProblems, toSelfCheck } from '../self-check';
import { criteriaProblems, parseAttributes, toTaskFormValues, type TaskFormValues } from '../utils';
import { AttributesField } from './AttributesField';
import { CriteriaEditor } from './CriteriaEditor';

export interface TaskSave {
  values: TaskFormValues;
  task?: Task;
  // Whether the task had criteria when the dialog opened (PATCH replaces them, POST creates them).
  hadCriteria: boolean;
}

interface TaskModalProps {
  open: boolean;
  task?: Task;
  disciplines: Discipline[];
  onSubmit: (save: TaskSave) => Promise<void>;
  onClose: () => void;
}

const URL_RULE = { pattern: /^https?:\/\/\S+$/i, message: 'Enter an http(s) URL' };

function attributesRule(type: string | undefined) {
  return {
    validator: async (_: unknown, text: string | undefined) => {
      let parsed: Record<string, unknown>;
      try {
        parsed = parseAttributes(text);
      } catch {
        throw new Error('Attributes must be a JSON object');
      }
      const problems = type === 'selfeducation' ? selfCheckProblems(toSelfCheck(parsed)) : [];
      if (problems.length) throw new Error(problems.join('; '));
    },
  };
}

// pages.md §5 "/admin/tasks" modal: main fields, then collapsible criteria, GitHub and JSON attributes panels.
export function TaskModal({ open, task, disciplines, onSubmit, onClose }: TaskModalProps) {
  const [form] = Form.useForm<TaskFormValues>();
  const type = Form.useWatch('type', form);
  const criteria = useGetTaskCriteria(task?.id ?? 0, { swr: { enabled: !!task, revalidateOnFocus: false } });
  const loaded = criteria.data?.criteria;
  useEffect(() => {
    if (loaded) form.setFieldValue('criteria', loaded);
  }, [form, loaded]);

  const panels = [
    {
      key: 'criteria',
      label: 'Cross-Check Criteria',
      forceRender: true,
      children: (
        <Form.Item
          name="criteria"
          rules={[
            {
              validator: async (_: unknown, rows: TaskFormValues['criteria']) => {
                const problems = criteriaProblems(rows ?? []);
                if (problems.length) throw new Error(problems.join('; '));
              },
            },
          ]}
        >
          <CriteriaEditor />
        </Form.Item>
      ),
    },
    {
      key: 'github',
      label: 'GitHub',
      forceRender: true,
      children: (
        <>
          <Form.Item name="githubPrRequired" valuePropName="checked">
            <Checkbox>Pull request required</Checkbox>
          </Form.Item>
          <Form.Item label="Source GitHub repository" name="sourceGithubRepoUrl" rules={[URL_RULE, { max: 2048 }]}>
            <Input type="url" />
          </Form.Item>
          <Form.Item label="Expected repository name" name="githubRepoName" rules={[{ max: 256 }]}>
            <Input />
          </Form.Item>
        </>
      ),
    },
    {
      key: 'attributes',
      label: 'JSON Attributes',
      forceRender: true,
      children: (
        <Form.Item name="attributes" dependencies={['type']} rules={[attributesRule(type)]}>
          <AttributesField type={type} />
        </Form.Item>
      ),
    },
  ];

  return (
    <FormModal<TaskFormValues>
      title={task ? 'Edit Task' : 'Add Task'}
      name="task"
      open={open}
      form={form}
      initialValues={task ? toTaskFormValues(task) : { type: 'jstask', attributes: '{}', criteria: [] }}
      onSubmit={(values) => onSubmit({ values, task, hadCriteria: Boolean(loaded?.length) })}
      onClose={onClose}
    >
      <Form.Item
        label="Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: 'Enter the task name' }, { max: 256 }]}
      >
        <Input maxLength={256} autoFocus />
      </Form.Item>
      <Form.Item
        label="Description URL"
        name="descriptionUrl"
        rules={[{ required: true, message: 'Enter the description URL' }, URL_RULE, { max: 2048 }]}
      >
        <Input type="url" maxLength={2048} />
      </Form.Item>
      <Form.Item label="Type" name="type" rules={[{ required: true, message: 'Select the task type' }]}>
        <Select showSearch options={TASK_TYPES.map((option) => ({ value: option, label: option }))} />
      </Form.Item>
      <Form.Item label="Discipline" name="disciplineId">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          options={disciplines.map((discipline) => ({ value: discipline.id, label: discipline.name }))}
        />
      </Form.Item>
      <Form.Item label="Tags" name="tags">
        <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
      </Form.Item>
      <Form.Item label="Skills" name="skills">
        <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
      </Form.Item>
      <Form.Item label="Summary" name="description" rules={[{ max: 10000 }]}>
        <Input.TextArea rows={3} maxLength={10000} />
      </Form.Item>
      <Collapse items={panels} />
    </FormModal>
  );
}
