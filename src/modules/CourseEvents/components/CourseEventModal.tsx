import { DatePicker, Form, Input, InputNumber, Select } from 'antd';

import type { CourseEvent, CourseEventInput } from '@/api/model';
import { useGetEvents } from '@/api/events';
import { FormModal } from '@/components/form/FormModal';
import { UserSearchSelect } from '@/components/form/UserSearchSelect';

import { toFormValues, toInput, type CourseEventFormValues } from '../utils';

interface CourseEventModalProps {
  open: boolean;
  // undefined: "Add Event".
  courseEvent?: CourseEvent;
  timeZone: string;
  onSubmit: (input: CourseEventInput, courseEvent?: CourseEvent) => Promise<void>;
  onClose: () => void;
}

const DATE_TIME = 'YYYY-MM-DD HH:mm';
const URL_PATTERN = /^https?:\/\/\S+$/i;

// pages.md §4 "/course/admin/events" modal; access.md §11: the end may not be before the start.
export function CourseEventModal({ open, courseEvent, timeZone, onSubmit, onClose }: CourseEventModalProps) {
  const [form] = Form.useForm<CourseEventFormValues>();
  const catalogue = useGetEvents({ swr: { revalidateOnFocus: false } });
  const options = (catalogue.data ?? []).map((event) => ({ value: event.id, label: `${event.name} (${event.type})` }));
  const zone = ` (${timeZone})`;
  return (
    <FormModal<CourseEventFormValues>
      title={courseEvent ? 'Edit Event' : 'Add Event'}
      name="course-event"
      open={open}
      form={form}
      initialValues={toFormValues(courseEvent)}
      onSubmit={(values) => onSubmit(toInput(values), courseEvent)}
      onClose={onClose}
    >
      <Form.Item label="Event" name="eventId" rules={[{ required: true, message: 'Choose an event' }]}>
        <Select showSearch={{ optionFilterProp: 'label' }} loading={catalogue.isLoading} options={options} />
      </Form.Item>
      <Form.Item
        label={`Date and Time${zone}`}
        name="dateTime"
        rules={[{ required: true, message: 'Choose the date and time' }]}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label={`End${zone}`}
        name="endTime"
        dependencies={['dateTime']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, value: CourseEventFormValues['endTime']) => {
              const start = getFieldValue('dateTime') as CourseEventFormValues['dateTime'] | undefined;
              if (value && start && value.isBefore(start)) throw new Error('The end may not be before the start');
            },
          }),
        ]}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="Duration (minutes)" name="duration">
        <InputNumber min={1} max={10080} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="Place" name="place" rules={[{ max: 500 }]}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item label="Organizer" name="organizerId">
        <UserSearchSelect initialUser={courseEvent?.organizer} />
      </Form.Item>
      <Form.Item
        label="Broadcast URL"
        name="broadcastUrl"
        rules={[{ pattern: URL_PATTERN, message: 'Enter an http(s) URL' }]}
      >
        <Input maxLength={2048} />
      </Form.Item>
      <Form.Item label="Special tags" name="special">
        <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
      </Form.Item>
      <Form.Item label="Comment" name="comment" rules={[{ max: 2000 }]}>
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </FormModal>
  );
}
