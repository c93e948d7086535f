import { Form, Input, Select } from 'antd';

import type { Discipline, Event, EventInput } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

import { EVENT_TYPES, toEventFormValues, toEventInput, type EventFormValues } from '../utils';

interface EventModalProps {
  open: boolean;
  event?: Event;
  disciplines: Discipline[];
  onSubmit: (input: EventInput, event?: Event) => Promise<void>;
  onClose: () => void;
}

const URL_RULE = { pattern: /^https?:\/\/\S+$/i, message: 'Enter an http(s) URL' };

// access.md §18 EventInput: name, type, discipline, description URL, description.
export function EventModal({ open, event, disciplines, onSubmit, onClose }: EventModalProps) {
  const [form] = Form.useForm<EventFormValues>();
  return (
    <FormModal<EventFormValues>
      title={event ? 'Edit Event' : 'Add Event'}
      name="event"
      open={open}
      form={form}
      initialValues={event ? toEventFormValues(event) : undefined}
      onSubmit={(values) => onSubmit(toEventInput(values), event)}
      onClose={onClose}
    >
      <Form.Item
        label="Name"
        name="name"
        rules={[
          { required: true, whitespace: true, message: 'Enter the event name' },
          { max: 256, message: 'At most 256 characters' },
        ]}
      >
        <Input maxLength={256} autoFocus />
      </Form.Item>
      <Form.Item label="Type" name="type" rules={[{ required: true, message: 'Select the event type' }]}>
        <Select showSearch options={EVENT_TYPES.map((type) => ({ value: type, label: type }))} />
      </Form.Item>
      <Form.Item label="Discipline" name="disciplineId">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          options={disciplines.map((discipline) => ({ value: discipline.id, label: discipline.name }))}
        />
      </Form.Item>
      <Form.Item label="Description URL" name="descriptionUrl" rules={[URL_RULE, { max: 2048 }]}>
        <Input type="url" maxLength={2048} />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[{ max: 10000 }]}>
        <Input.TextArea rows={4} maxLength={10000} />
      </Form.Item>
    </FormModal>
  );
}
