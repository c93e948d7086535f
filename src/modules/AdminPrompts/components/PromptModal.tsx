import { Form, Input, InputNumber } from 'antd';

import type { Prompt, PromptInput } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

import { DEFAULT_TEMPERATURE, TEMPERATURE_MAX, TEMPERATURE_MIN, TYPE_MAX_LENGTH } from '../constants';

interface PromptModalProps {
  open: boolean;
  prompt?: Prompt;
  onSubmit: (input: PromptInput, prompt?: Prompt) => Promise<void>;
  onClose: () => void;
}

type PromptFormValues = PromptInput;

// pages.md §5 "/admin/prompts": Type, Temperature, Text.
export function PromptModal({ open, prompt, onSubmit, onClose }: PromptModalProps) {
  const [form] = Form.useForm<PromptFormValues>();
  const initialValues: PromptFormValues = prompt
    ? { type: prompt.type, temperature: prompt.temperature, text: prompt.text }
    : { type: '', temperature: DEFAULT_TEMPERATURE, text: '' };
  return (
    <FormModal<PromptFormValues>
      title={prompt ? 'Edit Prompt' : 'Add Prompt'}
      name="prompt"
      open={open}
      form={form}
      initialValues={initialValues}
      onSubmit={(values) =>
        onSubmit({ type: values.type.trim(), temperature: values.temperature, text: values.text.trim() }, prompt)
      }
      onClose={onClose}
    >
      <Form.Item
        label="Type"
        name="type"
        rules={[
          { required: true, whitespace: true, message: 'Enter the type' },
          { max: TYPE_MAX_LENGTH, message: `At most ${TYPE_MAX_LENGTH} characters` },
        ]}
      >
        <Input maxLength={TYPE_MAX_LENGTH} autoFocus />
      </Form.Item>
      <Form.Item
        label="Temperature"
        name="temperature"
        rules={[{ required: true, message: `Enter a temperature from ${TEMPERATURE_MIN} to ${TEMPERATURE_MAX}` }]}
      >
        <InputNumber min={TEMPERATURE_MIN} max={TEMPERATURE_MAX} step={0.1} />
      </Form.Item>
      <Form.Item label="Text" name="text" rules={[{ required: true, whitespace: true, message: 'Enter the text' }]}>
        <Input.TextArea rows={8} />
      </Form.Item>
    </FormModal>
  );
}
