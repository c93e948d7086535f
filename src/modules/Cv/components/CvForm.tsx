import { Button, Card, Checkbox, DatePicker, Flex, Form, Input, Radio, Select, Space, Switch } from 'antd';
import type { Rule } from 'antd/es/form';

import type { Resume } from '@/api/model';
import { setProblemFields } from '@/components/form/form-problem';
import { ENGLISH_LEVEL_NAMES } from '@/hooks/language-names';

import { ABOUT_MAX, ABOUT_MIN, MAX_LOCATIONS, MILITARY_SERVICE_NAMES } from '../constants';
import { toFormValues, toResumeForm, type CvFormValues } from '../utils';

interface CvFormProps {
  resume: Resume;
  onSave: (values: ReturnType<typeof toResumeForm>) => Promise<unknown>;
  onCancel: () => void;
}

const url: Rule = { type: 'url', message: 'Enter a link that starts with http:// or https://' };
const max = (length: number): Rule => ({ max: length, message: `At most ${length} characters` });
const englishOptions = Object.entries(ENGLISH_LEVEL_NAMES)
  .filter(([level]) => level !== 'unknown')
  .map(([value, label]) => ({ value, label }));

// pages.md §8 edit mode: General, Contacts and Visible courses; "Save CV" / "Cancel". The limits of rules.md R18.5 are
// checked here first; whatever the server still refuses lands on the field it names.
export function CvForm({ resume, onSave, onCancel }: CvFormProps) {
  const [form] = Form.useForm<CvFormValues>();
  const submit = async (values: CvFormValues) => {
    try {
      await onSave(toResumeForm(values));
    } catch (error) {
      setProblemFields(form, error);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={toFormValues(resume)}
      onFinish={submit}
      style={{ maxWidth: 900 }}
    >
      <Flex vertical gap={16}>
        <Card title="General">
          <Form.Item
            name="name"
            label="Name"
            rules={[{ required: true, whitespace: true, message: 'Enter your name' }, max(100)]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="desiredPosition" label="Desired position" rules={[max(100)]}>
            <Input placeholder="Junior Front-end Developer" />
          </Form.Item>
          <Form.Item
            name="locations"
            label={`Locations (at most ${MAX_LOCATIONS})`}
            rules={[{ type: 'array', max: MAX_LOCATIONS, message: `Choose at most ${MAX_LOCATIONS} locations` }]}
          >
            <Select mode="tags" open={false} suffixIcon={null} placeholder="Type a city and press Enter" />
          </Form.Item>
          <Form.Item name="englishLevel" label="English level">
            <Select allowClear options={englishOptions} placeholder="Choose your level" />
          </Form.Item>
          <Form.Item name="militaryService" label="Military service">
            <Radio.Group
              aria-label="Military service"
              options={Object.entries(MILITARY_SERVICE_NAMES).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item name="startFrom" label="Ready to start from">
            <DatePicker />
          </Form.Item>
          <Form.Item name="fullTime" label="Full time" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="avatarLink" label="Photo URL" rules={[url, max(2048)]}>
            <Input />
          </Form.Item>
          <Form.Item name="selfIntroLink" label="Self-introduction video" rules={[url, max(2048)]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="notes"
            label="About me"
            rules={[{ min: ABOUT_MIN, message: `Write at least ${ABOUT_MIN} characters` }, max(ABOUT_MAX)]}
          >
            <Input.TextArea rows={6} showCount maxLength={ABOUT_MAX} />
          </Form.Item>
        </Card>
        <Card title="Contacts">
          <Form.Item name="phone" label="Phone" rules={[max(50)]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="email"
            label="E-mail"
            rules={[{ type: 'email', message: 'Enter an e-mail address' }, max(320)]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="skype" label="Skype" rules={[max(100)]}>
            <Input />
          </Form.Item>
          <Form.Item name="telegram" label="Telegram" rules={[max(100)]}>
            <Input />
          </Form.Item>
          <Form.Item name="linkedin" label="LinkedIn" rules={[url, max(2048)]}>
            <Input />
          </Form.Item>
          <Form.Item name="githubUsername" label="GitHub" rules={[max(39)]}>
            <Input />
          </Form.Item>
          <Form.Item name="website" label="Website" rules={[url, max(2048)]}>
            <Input />
          </Form.Item>
        </Card>
        <Card title="Visible courses">
          <Form.Item name="visibleCourses" extra="None chosen: every course is shown.">
            <Checkbox.Group
              aria-label="Visible courses"
              options={resume.courses.map((course) => ({
                value: course.courseId,
                label: course.fullName || course.name,
              }))}
            />
          </Form.Item>
        </Card>
        <Space>
          <Button type="primary" htmlType="submit">
            Save CV
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Space>
      </Flex>
    </Form>
  );
}
