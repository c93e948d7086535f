import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useSWRConfig } from 'swr';

import { getGetMentorApplicationKey, submitMentorApplication } from '@/api/mentor-registry';
import { getGetMyProfileKey, saveProfileUser } from '@/api/profile';
import { problemFieldErrors } from '@/components/form/form-problem';
import { useNotify } from '@/hooks/useNotify';

import {
  GENERAL_FIELDS,
  MENTORSHIP_FIELDS,
  toApplicationInput,
  toMentorProfileInput,
  type MentorGeneralValues,
  type MentorshipValues,
} from '../mentor-form';

export type MentorStep = 'general' | 'mentorship' | 'done';

interface Options {
  // Untyped: the field name paths come from the server's errors[].path.
  generalForm: FormInstance;
  mentorshipForm: FormInstance;
}

// pages.md §6 "/registry/mentor": General → Mentorship → Done; the personal data goes to POST /profile/user first
// (rules.md R14.2), then the questionnaire to POST /registry/mentor (R14.3). A refused field sends the user back to
// the step that shows it (both forms stay mounted, so their values and errors survive the switch).
export function useMentorRegistration({ generalForm, mentorshipForm }: Options) {
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState<MentorStep>('general');
  const [general, setGeneral] = useState<MentorGeneralValues>();
  const [submitting, setSubmitting] = useState(false);

  const next = (values: MentorGeneralValues) => {
    setGeneral(values);
    setStep('mentorship');
  };

  const submit = async (values: MentorshipValues) => {
    setSubmitting(true);
    try {
      await saveProfileUser(toMentorProfileInput(general ?? {}, values.aboutMyself));
      await submitMentorApplication(toApplicationInput(values));
      await Promise.all([mutate(getGetMentorApplicationKey()), mutate(getGetMyProfileKey())]);
      setStep('done');
    } catch (error) {
      const generalErrors = problemFieldErrors(error, GENERAL_FIELDS);
      const mentorshipErrors = problemFieldErrors(error, MENTORSHIP_FIELDS);
      if (generalErrors.length) {
        setStep('general');
        generalForm.setFields(generalErrors);
      } else if (mentorshipErrors.length) mentorshipForm.setFields(mentorshipErrors);
      else notify.error(error);
    } finally {
      setSubmitting(false);
    }
  };

  return { step, general, next, back: () => setStep('general'), submit, submitting };
}
