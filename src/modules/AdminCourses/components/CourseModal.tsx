import { DatePicker, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

import { useGetDisciplines } from '@/api/disciplines';
import { useGetDiscordServersReduced } from '@/api/discord-servers';
import type { Course, CourseInput } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

export type CourseState = 'active' | 'planned' | 'completed';

export interface CourseFormValues {
  sourceCourseId?: number | null;
  state: CourseState;
  name: string;
  fullName: string;
  discordServerId?: number | null;
  alias: string;
  certificateIssuer?: string | null;
  disciplineId?: number | null;
  dates: [Dayjs, Dayjs];
  registrationEndDate?: Dayjs | null;
  certificateThreshold: number;
  minStudentsPerMentor: number;
  descriptionUrl?: string | null;
  certificateDisciplines?: number[];
  communityUrl?: string | null;
  personalMentoring: boolean;
  inviteOnly: boolean;
}

export const ALIAS_PATTERN = /^[a-z0-9-]{2,64}$/;
const URL_PATTERN = /^https?:\/\/\S+$/i;

function courseState(course: Course): CourseState {
  if (course.completed) return 'completed';
  if (course.planned) return 'planned';
  return 'active';
}

function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function toFormValues(course?: Course): Partial<CourseFormValues> {
  if (!course) {
    return {
      state: 'planned',
      certificateThreshold: 70,
      minStudentsPerMentor: 2,
      personalMentoring: true,
      inviteOnly: false,
      certificateDisciplines: [],
    };
  }
  return {
    state: courseState(course),
    name: course.name,
    fullName: course.fullName,
    discordServerId: course.discordServerId,
    alias: course.alias,
    certificateIssuer: course.certificateIssuer,
    disciplineId: course.discipline?.id ?? null,
    dates: [dayjs(course.startDate), dayjs(course.endDate)],
    registrationEndDate: course.registrationEndDate ? dayjs(course.registrationEndDate) : null,
    certificateThreshold: course.certificateThreshold,
    minStudentsPerMentor: course.minStudentsPerMentor,
    descriptionUrl: course.descriptionUrl,
    certificateDisciplines: course.certificateDisciplines,
    communityUrl: course.communityUrl,
    personalMentoring: course.personalMentoring,
    inviteOnly: course.inviteOnly,
  };
}

// access.md §36: PUT is a full replacement, so fields the form does not show keep the course's values.
export function toCourseInput(values: CourseFormValues, course?: Course): CourseInput {
  const [start, end] = values.dates;
  return {
    name: values.name.trim(),
    fullName: values.fullName.trim(),
    alias: values.alias.trim(),
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    certificateThreshold: values.certificateThreshold,
    description: course?.description ?? null,
    descriptionUrl: emptyToNull(values.descriptionUrl),
    year: course?.year ?? null,
    registrationEndDate: values.registrationEndDate ? values.registrationEndDate.toISOString() : null,
    disciplineId: values.disciplineId ?? null,
    discordServerId: values.discordServerId ?? null,
    completed: values.state === 'completed',
    planned: values.state === 'planned',
    inviteOnly: values.inviteOnly,
    certificateIssuer: emptyToNull(values.certificateIssuer),
    personalMentoring: values.personalMentoring,
    personalMentoringStartDate: course?.personalMentoringStartDate ?? null,
    personalMentoringEndDate: course?.personalMentoringEndDate ?? null,
    logo: course?.logo ?? null,
    minStudentsPerMentor: values.minStudentsPerMentor,
    communityUrl: emptyToNull(values.communityUrl),
    certificateDisciplines: values.certificateDisciplines ?? [],
  };
}

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
      <Form.Item label="Invite Only" name="inviteOnly" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
