import { Alert, Button, Form, Input, Select, Typography } from 'antd';
import { useEffect } from 'react';

import type { BadgeId, Course, UserName } from '@/api/model';
import { createGratitude, useGetBadges } from '@/api/gratitudes';
import { setProblemFields } from '@/components/form/form-problem';
import { useNotify } from '@/hooks/useNotify';

import { COMMENT_MAX, COMMENT_MIN, DEFAULT_BADGE } from '../constants';
import { commentProblem } from '../utils';
import { BadgePicker } from './BadgePicker';
import { RecipientsSelect } from './RecipientsSelect';

export interface GratitudeFormValues {
  userIds: number[];
  courseId: number;
  badgeId: BadgeId;
  comment: string;
}

interface GratitudeFormProps {
  courses: Course[];
  initialCourseId: number;
  initialRecipient?: UserName;
  senderId: number;
}

// pages.md §9 "/gratitude": Person (1..5), Course (my courses; reloads badges), Badge (default "Thank you"), Comment
// (≥ 20 characters, no "@"); R17.2.
export function GratitudeForm({ courses, initialCourseId, initialRecipient, senderId }: GratitudeFormProps) {
  const notify = useNotify();
  const [form] = Form.useForm<GratitudeFormValues>();
  const courseId = Form.useWatch('courseId', form) ?? initialCourseId;
  const badges = useGetBadges(courseId, { swr: { revalidateOnFocus: false } });
  const course = courses.find((candidate) => candidate.id === courseId);

  // A badge the new course does not allow goes back to the default.
  useEffect(() => {
    const allowed = badges.data?.map((badge) => badge.id);
    if (allowed && !allowed.includes(form.getFieldValue('badgeId'))) {
      form.setFieldValue('badgeId', allowed.includes(DEFAULT_BADGE) ? DEFAULT_BADGE : allowed[0]);
    }
  }, [badges.data, form]);

  const submit = async (values: GratitudeFormValues) => {
    try {
      await createGratitude({ ...values, comment: values.comment.trim() });
      notify.success('Thank you for your feedback!');
      form.setFieldsValue({ userIds: [], comment: '' });
    } catch (error) {
      if (!setProblemFields(form, error)) notify.error(error);
    }
  };

  return (
    <Form<GratitudeFormValues>
      form={form}
      layout="vertical"
      initialValues={{
        userIds: initialRecipient ? [initialRecipient.id] : [],
        courseId: initialCourseId,
        badgeId: DEFAULT_BADGE,
      }}
      onFinish={submit}
    >
      {course?.discordServerId && (
        <Alert
          type="info"
          showIcon
          title="Your feedback will be posted to the course's Discord channel"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="userIds"
        label="Person"
        extra="Up to 5 people."
        rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one person to thank' }]}
      >
        <RecipientsSelect known={initialRecipient ? [initialRecipient] : []} excludeUserId={senderId} />
      </Form.Item>
      <Form.Item name="courseId" label="Course" rules={[{ required: true, message: 'Choose a course' }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={courses.map((option) => ({ value: option.id, label: option.name }))}
        />
      </Form.Item>
      <Form.Item name="badgeId" label="Badge" rules={[{ required: true, message: 'Choose a badge' }]}>
        <BadgePicker badges={badges.data} loading={badges.isLoading} />
      </Form.Item>
      <Form.Item
        name="comment"
        label="Comment"
        extra={`At least ${COMMENT_MIN} characters, without "@".`}
        rules={[
          { required: true, message: `Write a comment of at least ${COMMENT_MIN} characters` },
          {
            validator: (_rule, value: string | undefined) => {
              const problem = commentProblem(value);
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input.TextArea rows={5} showCount maxLength={COMMENT_MAX} placeholder="What are you thankful for?" />
      </Form.Item>
      {badges.error ? (
        <Typography.Text type="danger">The badges of this course could not be loaded.</Typography.Text>
      ) : null}
      <Form.Item>
        <Button type="primary" htmlType="submit">
          Submit
        </Button>
      </Form.Item>
    </Form>
  );
}
