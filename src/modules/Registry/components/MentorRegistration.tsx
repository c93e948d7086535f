import { Flex, Form, Result, Steps, theme } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useMemo } from 'react';

import { useGetCourses } from '@/api/courses';
import { useGetDisciplines } from '@/api/disciplines';
import { useGetMentorApplication } from '@/api/mentor-registry';
import { useGetMyProfile } from '@/api/profile';
import { problemDetail } from '@/hooks/problem';

import { useMentorRegistration } from '../hooks/useMentorRegistration';
import {
  generalValuesOf,
  MENTOR_DONE_TEXT,
  mentorshipValuesOf,
  openForMentors,
  type MentorGeneralValues,
  type MentorshipValues,
} from '../mentor-form';
import { LoadingBlock } from './LoadingBlock';
import { MentorGeneralStep } from './MentorGeneralStep';
import { MentorshipStep } from './MentorshipStep';
import { PageResult } from './PageResult';

const once = { revalidateOnFocus: false, shouldRetryOnError: false };
const stepIndex = { general: 0, mentorship: 1, done: 2 };

// pages.md §6 "/registry/mentor", signed in: General → Mentorship → Done, pre-filled from the profile and a previous
// questionnaire.
export function MentorRegistration() {
  const { token } = theme.useToken();
  // ?course= is read once the router is ready: the forms take their initial values when they mount.
  const { query, isReady } = useRouter();
  const [generalForm] = Form.useForm<MentorGeneralValues>();
  const [mentorshipForm] = Form.useForm<MentorshipValues>();
  const profile = useGetMyProfile({ swr: once });
  // null: no questionnaire yet, which is the usual case (access.md §26).
  const application = useGetMentorApplication({ swr: once });
  const courses = useGetCourses({ swr: once });
  const disciplines = useGetDisciplines({ swr: once });
  const registration = useMentorRegistration({ generalForm, mentorshipForm });
  const open = useMemo(() => openForMentors(courses.data ?? []), [courses.data]);
  const fromQuery = open.find((course) => course.alias === query.course);
  const generalValues = useMemo(() => generalValuesOf(profile.data), [profile.data]);
  const mentorshipValues = useMemo(
    () => mentorshipValuesOf(application.data, profile.data, fromQuery),
    [application.data, profile.data, fromQuery],
  );

  if (!isReady || profile.isLoading || application.isLoading || courses.isLoading || disciplines.isLoading)
    return <LoadingBlock />;
  // A failed read is not "no questionnaire": an empty form would overwrite the stored one on submit.
  if (application.error) return <PageResult status="error" title={problemDetail(application.error)} />;
  const { step } = registration;
  return (
    <Flex vertical gap={token.marginLG}>
      <Steps current={stepIndex[step]} items={[{ title: 'General' }, { title: 'Mentorship' }, { title: 'Done' }]} />
      {step === 'done' ? (
        <Result status="success" title={MENTOR_DONE_TEXT} extra={<Link href="/">Go to Home Page</Link>} />
      ) : (
        <>
          <div hidden={step !== 'general'}>
            <MentorGeneralStep form={generalForm} initialValues={generalValues} onNext={registration.next} />
          </div>
          <div hidden={step !== 'mentorship'}>
            <MentorshipStep
              form={mentorshipForm}
              initialValues={mentorshipValues}
              disciplines={disciplines.data ?? []}
              courses={open}
              submitting={registration.submitting}
              onBack={registration.back}
              onSubmit={(values) => void registration.submit(values)}
            />
          </div>
        </>
      )}
    </Flex>
  );
}
