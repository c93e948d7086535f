import { Checkbox, DatePicker, Flex, Form, Input, InputNumber } from 'antd';

import type { TeamDistribution, TeamDistributionInput } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

import { DATE_TIME } from '../constants';
import { teamSizeProblem, toFormValues, toInput, type TeamDistributionFormValues } from '../utils';

interface TeamDistributionModalProps {
  open: boolean;
  // undefined: "Create distribution".
  distribution?: TeamDistribution;
  timeZone: string;
  onSubmit: (input: TeamDistributionInput, distribution?: TeamDistribution) => Promise<void>;
  onClose: () => void;
}

const SIZE_FIELDS = ['minTeamSize', 'strictTeamSize', 'maxTeamSize'];

// pages.md §10 modal; access.md §32 TeamDistributionInput is checked here first, then by the server.
export function TeamDistributionModal({ open, distribution, timeZone, onSubmit, onClose }: TeamDistributionModalProps) {
  const [form] = Form.useForm<TeamDistributionFormValues>();
  const sizeRule = {
    validator: async () => {
      const problem = teamSizeProblem({
        min: form.getFieldValue('minTeamSize') as number | null,
        strict: form.getFieldValue('strictTeamSize') as number | null,
        max: form.getFieldValue('maxTeamSize') as number | null,
      });
      if (problem) throw new Error(problem);
    },
  };
  const size = (name: string, label: string) => (
    <Form.Item
      label={label}
      name={name}
      dependencies={SIZE_FIELDS.filter((field) => field !== name)}
      rules={[{ required: true, message: `Enter the ${label.toLowerCase()}` }, sizeRule]}
    >
      <InputNumber min={2} max={1000} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
  return (
    <FormModal<TeamDistributionFormValues>
      title={distribution ? 'Edit distribution' : 'Create distribution'}
      name="team-distribution"
      open={open}
      form={form}
      initialValues={toFormValues(distribution)}
      onSubmit={(values) => onSubmit(toInput(values), distribution)}
      onClose={onClose}
    >
      <Form.Item
        label="Name"
        name="name"
        rules={[
          { required: true, whitespace: true, message: 'Enter the name' },
          { max: 100, message: 'At most 100 characters' },
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        label={`Registration period (${timeZone})`}
        name="period"
        rules={[{ required: true, message: 'Choose the start and end of the registration' }]}
      >
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} />
      </Form.Item>
      <Flex gap={12}>
        {size('minTeamSize', 'Min team size')}
        {size('strictTeamSize', 'Strict team size')}
        {size('maxTeamSize', 'Max team size')}
      </Flex>
      <Form.Item name="strictTeamSizeMode" valuePropName="checked" extra="Teams take exactly the strict size">
        <Checkbox>Strict team size mode</Checkbox>
      </Form.Item>
      <Form.Item
        label="Minimum total score"
        name="minTotalScore"
        rules={[{ required: true, message: 'Enter the minimum total score' }]}
      >
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[{ max: 4000, message: 'At most 4000 characters' }]}>
        <Input.TextArea maxLength={4000} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        label="Description URL"
        name="descriptionUrl"
        rules={[{ type: 'url', message: 'Enter a valid URL (https://...)' }]}
      >
        <Input placeholder="https://" />
      </Form.Item>
    </FormModal>
  );
}
