import { Form, Input } from 'antd';

import type { Discipline, DisciplineInput } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

import { NAME_MAX_LENGTH } from '../constants';

interface DisciplineModalProps {
  open: boolean;
  discipline?: Discipline;
  onSubmit: (input: DisciplineInput, discipline?: Discipline) => Promise<void>;
  onClose: () => void;
}

export function DisciplineModal({ open, discipline, onSubmit, onClose }: DisciplineModalProps) {
  const [form] = Form.useForm<DisciplineInput>();
  return (
    <FormModal<DisciplineInput>
      title={discipline ? 'Edit Discipline' : 'Add Discipline'}
      name="discipline"
      open={open}
      form={form}
      initialValues={discipline ? { name: discipline.name } : undefined}
      onSubmit={(values) => onSubmit({ name: values.name.trim() }, discipline)}
      onClose={onClose}
    >
      <Form.Item
        label="Name"
        name="name"
        rules={[
          { required: true, whitespace: true, message: 'Enter the discipline name' },
          { max: NAME_MAX_LENGTH, message: `At most ${NAME_MAX_LENGTH} characters` },
        ]}
      >
        <Input maxLength={NAME_MAX_LENGTH} autoFocus />
      </Form.Item>
    </FormModal>
  );
}
