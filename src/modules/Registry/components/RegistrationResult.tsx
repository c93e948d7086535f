import { Result } from 'antd';
import Link from 'next/link';

import type { RegistrationOutcome } from '../hooks/useStudentRegistration';
import { courseHomeHref } from '../utils';
import { ALREADY_REGISTERED_TEXT } from '../constants';

// pages.md §6: step Done, or "already registered" before the redirect to Home.
export function RegistrationResult({ outcome }: { outcome: RegistrationOutcome }) {
  const registered = outcome.kind === 'registered';
  return (
    <Result
      status={registered ? 'success' : 'info'}
      title={registered ? `You are registered for ${outcome.course.name}` : ALREADY_REGISTERED_TEXT}
      subTitle={registered ? outcome.course.fullName : 'You will be taken to the course in 5 seconds.'}
      extra={<Link href={courseHomeHref(outcome.course)}>Go to the course</Link>}
    />
  );
}
