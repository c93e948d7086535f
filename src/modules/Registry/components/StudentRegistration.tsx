import { Flex, Form, Steps, theme } from 'antd';
import { useRouter } from 'next/router';
import { useMemo } from 'react';

import type { MyProfile, OpenCourse, Session } from '@/api/model';
import { useGetMyProfile, useGetProfileCourses } from '@/api/profile';

import type { RegistrationValues } from '../constants';
import { useStudentRegistration } from '../hooks/useStudentRegistration';
import { preselectedCourseId } from '../utils';
import { LoadingBlock } from './LoadingBlock';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationResult } from './RegistrationResult';

interface StudentRegistrationProps {
  session: Session;
  courses: OpenCourse[];
}

function initialValuesOf(profile: MyProfile | undefined, courseId: number | undefined): RegistrationValues {
  return {
    courseId,
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    countryName: profile?.countryName ?? '',
    cityName: profile?.cityName ?? '',
    primaryEmail: profile?.primaryEmail ?? '',
    languages: profile?.languages ?? [],
    contacts: { telegram: profile?.contacts.telegram ?? '', email: profile?.contacts.email ?? '' },
    consent: false,
  };
}

// pages.md §6 "/registry/student", signed in: steps General → Done, the form prefilled from the own profile.
export function StudentRegistration({ session, courses }: StudentRegistrationProps) {
  const { token } = theme.useToken();
  // ?course= is read once the router is ready: the form takes its initial values when it mounts.
  const { query, isReady } = useRouter();
  const [form] = Form.useForm<RegistrationValues>();
  const profile = useGetMyProfile({ swr: { revalidateOnFocus: false, shouldRetryOnError: false } });
  const myCourses = useGetProfileCourses(undefined, { swr: { revalidateOnFocus: false, shouldRetryOnError: false } });
  const registration = useStudentRegistration({ form, session, openCourses: courses, myCourses: myCourses.data ?? [] });
  const initialValues = useMemo(
    () => initialValuesOf(profile.data, preselectedCourseId(courses, query.course)),
    [profile.data, courses, query.course],
  );

  if (!isReady || profile.isLoading || myCourses.isLoading) return <LoadingBlock />;
  const { outcome } = registration;
  return (
    <Flex vertical gap={token.marginLG}>
      <Steps current={outcome ? 1 : 0} items={[{ title: 'General' }, { title: 'Done' }]} />
      {outcome ? (
        <RegistrationResult outcome={outcome} />
      ) : (
        <RegistrationForm
          form={form}
          courses={courses}
          initialValues={initialValues}
          submitting={registration.submitting}
          conflict={registration.conflict}
          onSubmit={(values) => void registration.submit(values)}
        />
      )}
    </Flex>
  );
}
