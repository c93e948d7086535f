import { useState } from 'react';
import { useSWRConfig } from 'swr';

import { confirmMentor, getGetMentorApplicationKey } from '@/api/mentor-registry';
import type { MentorOptionsInput } from '@/api/model';
import { getGetProfileCoursesKey } from '@/api/profile';
import { getGetSessionKey } from '@/api/session';

// rules.md R14.4: POST /course/{courseId}/mentors/me; the session and the course list are read again so the mentor
// role and the course show at once (R1.6).
export function useMentorConfirmation(courseId: number | undefined) {
  const { mutate } = useSWRConfig();
  const [confirmed, setConfirmed] = useState(false);

  // Throws on failure: the form puts field errors on its fields and the detail in a toast.
  const confirm = async (input: MentorOptionsInput) => {
    if (courseId === undefined) return;
    await confirmMentor(courseId, 'me', input);
    await Promise.all([
      mutate(getGetSessionKey()),
      mutate(getGetProfileCoursesKey()),
      mutate(getGetMentorApplicationKey()),
    ]);
    setConfirmed(true);
  };

  return { confirmed, confirm };
}
