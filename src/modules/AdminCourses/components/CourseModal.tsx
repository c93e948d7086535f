import { DatePicker, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useGetDisciplines } from '@/api/disciplines';
import { useGetDiscordServersReduced } from '@/api/discord-servers';
import type { Course, CourseInput } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

import { ALIAS_PATTERN, toCourseInput, toFormValues, URL_PATTERN, type CourseFormValues } from '../utils';
import { courseLogoOptions } from './CourseLogo';

interface CourseModalProps {
  open: boolean;
  course?: Course;
  courses: Course[];
  onSubmit: (input: CourseInput, course?: Course, sourceCourseId?: number) => Promise<void>;
  onClose: () => void;
}

// pages.md §5 "/admin/courses": the course form (create, copy from a course, edit).
export function CourseModal({ open, course, courses, onSubmit, onClose }: CourseModalProps) {
  const [form] = Form.useForm<CourseFormValues>();
  const disciplines = useGetDisciplines({ swr: { revalidateOnFocus: false } });
  const discordServers = useGetDiscordServersReduced({ swr: { revalidateOnFocus: false } });
  const disciplineOptions = (disciplines.data ?? []).map((item) => ({ value: item.id, label: item.name }));
  return (
    <FormModal<CourseFormValues>
      title={course ? 'Edit Course' : 'Add Course'}
      name="course"
      open={open}
      form={form}
      initialValues={toFormValues(course)}
      onSubmit={(values) => onSubmit(toCourseInput(values, course), course, values.sourceCourseId ?? undefined)}
      onClose={onClose}
    >
      {!course && (
        <Form.Item label="Copy from course" name="sourceCourseId" extra="Optional: empty creates a new course">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={courses.map((item) => ({ value: item.id, label: item.name }))}
          />
        </Form.Item>
      )}
      <Form.Item label="State" name="state">
        <Radio.Group
          options={[
            { value: 'active', label: 'Active' },
            { value: 'planned', label: 'Planned' },
            { value: 'completed', label: 'Completed' },
          ]}
        />
      </Form.Item>
      <Form.Item
        label="Name"
        name="name"
        rules={[
          { required: true, whitespace: true, message: 'Enter the course name' },
          { max: 100, message: 'At most 100 characters' },
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        label="Full Name"
        name="fullName"
        rules={[
          { required: true, whitespace: true, message: 'Enter the full name' },
          { max: 200, message: 'At most 200 characters' },
        ]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Discord server" name="discordServerId">
        <Select
          allowClear
          loading={discordServers.isLoading}
          options={(discordServers.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
        />
      </Form.Item>
      <Form.Item
        label="Alias"
        name="alias"
        rules={[
          { required: true, message: 'Enter the alias' },
          { pattern: ALIAS_PATTERN, message: '2–64 characters: lowercase letters, digits, hyphens' },
        ]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item label="Certificate Issuer" name="certificateIssuer" rules={[{ max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Logo" name="logo">
        <Select allowClear options={courseLogoOptions} />
      </Form.Item>
      <Form.Item label="Discipline" name="disciplineId">
        <Select allowClear loading={disciplines.isLoading} options={disciplineOptions} />
      </Form.Item>
      <Form.Item label="Start–End" name="dates" rules={[{ required: true, message: 'Choose the start and end dates' }]}>
        <DatePicker.RangePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="Registration End" name="registrationEndDate">
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Certificate Threshold"
        name="certificateThreshold"
        rules={[{ required: true, message: 'Enter the certificate threshold' }]}
      >
        <InputNumber min={0} max={100} suffix="%" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Min Students per Mentor"
        name="minStudentsPerMentor"
        rules={[{ required: true, message: 'Enter the minimum number of students' }]}
      >
        <InputNumber min={1} max={50} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Description URL"
        name="descriptionUrl"
        rules={[{ pattern: URL_PATTERN, message: 'Enter an http(s) URL' }, { max: 2048 }]}
      >
        <Input maxLength={2048} />
      </Form.Item>
      <Form.Item label="Certificate prerequisite" name="certificateDisciplines" extra="Empty: any course">
        <Select mode="multiple" allowClear options={disciplineOptions} />
      </Form.Item>
      <Form.Item
        label="Community URL"
        name="communityUrl"
        rules={[{ pattern: URL_PATTERN, message: 'Enter an http(s) URL' }, { max: 2048 }]}
      >
        <Input maxLength={2048} />
      </Form.Item>
      <Form.Item label="Personal mentoring" name="personalMentoring" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item noStyle dependencies={['personalMentoring']}>
        {({ getFieldValue }) =>
          getFieldValue('personalMentoring') && (
            <Form.Item label="Personal mentoring dates" name="personalMentoringDates">
              <DatePicker.RangePicker style={{ width: '100%' }} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item label="Invite Only" name="inviteOnly" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
