import { Form, Select } from 'antd';

import type { Course, MentorRegistryItem } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

interface InviteValues {
  preselectedCourses: number[];
}

interface InviteModalProps {
  open: boolean;
  item?: MentorRegistryItem;
  // The courses the caller manages or supervises (admin: every open course).
  courses: Course[];
  onSubmit: (item: MentorRegistryItem, courseIds: number[]) => Promise<void>;
  onClose: () => void;
}

// pages.md §5 "Invite": pre-select courses you manage; the mentor then confirms at /course/mentor/confirm (R14.5).
export function InviteModal({ open, item, courses, onSubmit, onClose }: InviteModalProps) {
  const [form] = Form.useForm<InviteValues>();
  const ids = courses.map((course) => course.id);
  const suggested = item
    ? [...item.preselectedCourses, ...item.preferedCourses].filter(
        (id, index, all) => ids.includes(id) && all.indexOf(id) === index,
      )
    : [];
  return (
    <FormModal<InviteValues>
      title={`Invite ${item?.githubId ?? ''}`}
      name="registry-invite"
      open={open}
      form={form}
      initialValues={{ preselectedCourses: suggested }}
      onSubmit={(values) => (item ? onSubmit(item, values.preselectedCourses) : Promise.resolve())}
      onClose={onClose}
    >
      <Form.Item
        name="preselectedCourses"
        label="Courses"
        extra="The mentor gets a link to confirm each course"
        rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one course' }]}
      >
        <Select
          mode="multiple"
          optionFilterProp="label"
          options={courses.map((course) => ({ value: course.id, label: course.name }))}
        />
      </Form.Item>
    </FormModal>
  );
}
