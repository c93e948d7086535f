import { Button, Result } from 'antd';
import Link from 'next/link';

import { COURSE_NOT_FOUND_TEXT, MENTOR_NOW_TEXT, NOT_REGISTERED_TEXT, WAITING_TEXT } from '../constants';
import type { ConfirmState } from '../utils';

interface ConfirmResultProps {
  state: Exclude<ConfirmState, 'options'> | 'confirmed';
  alias: string | undefined;
  courseName?: string;
}

// pages.md §3 "/course/mentor/confirm": every outcome but the options form.
export function ConfirmResult({ state, alias, courseName }: ConfirmResultProps) {
  const query = alias ? `?course=${encodeURIComponent(alias)}` : '';
  switch (state) {
    case 'confirmed':
      return (
        <Result
          status="success"
          title={MENTOR_NOW_TEXT}
          subTitle={courseName}
          extra={
            <Button type="primary" href={`/${query}`}>
              Go to Home Page
            </Button>
          }
        />
      );
    case 'course-not-found':
      return <Result status="error" title={COURSE_NOT_FOUND_TEXT} extra={<Link href="/">Back Home</Link>} />;
    case 'not-registered':
      return (
        <Result
          status="info"
          title={NOT_REGISTERED_TEXT}
          extra={<Link href={`/registry/mentor${query}`}>Register as a Mentor</Link>}
        />
      );
    default:
      return <Result status="info" title={WAITING_TEXT} />;
  }
}
