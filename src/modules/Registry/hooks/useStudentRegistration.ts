import { App, type FormInstance } from 'antd';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';

import type { Course, OpenCourse, Session } from '@/api/model';
import { getGetProfileCoursesKey, saveProfileUser } from '@/api/profile';
import { registerStudent } from '@/api/registry';
import { getGetSessionKey } from '@/api/session';
import { problemDetail, problemStatus } from '@/hooks/problem';
import { useNotify } from '@/hooks/useNotify';

import {
  ALREADY_REGISTERED_TEXT,
  FIELD_NAMES,
  REDIRECT_DELAY_MS,
  SEVERAL_COURSES_TITLE,
  type RegistrationValues,
} from '../constants';
import { problemFieldErrors } from '@/components/form/form-problem';

import { courseHomeHref, studiesInOtherRunningCourse, toProfileInput } from '../utils';

export interface RegistrationOutcome {
  // 201: a new student record; 200: the caller already studies in the course (rules.md R14.1).
  kind: 'registered' | 'already';
  course: OpenCourse;
}

interface Options {
  // Untyped values: the field name paths come from the server's errors[].path.
  form: FormInstance;
  session: Session;
  openCourses: OpenCourse[];
  myCourses: Course[];
}

// POST /registry answers 200 and 201 with the same body; the generated client returns only the body, so the status is
// read where axios checks it.
async function register(courseId: number): Promise<number> {
  let status = 0;
  await registerStudent(
    { courseId },
    {
      validateStatus: (code) => {
        status = code;
        return code >= 200 && code < 300;
      },
    },
  );
  return status;
}

// pages.md §6 "/registry/student": save the personal data, then register (rules.md R14.1, R14.2).
export function useStudentRegistration({ form, session, openCourses, myCourses }: Options) {
  const { modal } = App.useApp();
  const notify = useNotify();
  const { push } = useRouter();
  const { mutate } = useSWRConfig();
  const [submitting, setSubmitting] = useState(false);
  const [conflict, setConflict] = useState<string>();
  const [outcome, setOutcome] = useState<RegistrationOutcome>();

  // pages.md §6: already registered → Home of that course in 5 s.
  useEffect(() => {
    if (outcome?.kind !== 'already') return;
    const timer = setTimeout(() => void push(courseHomeHref(outcome.course)), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, push]);

  const submit = async (values: RegistrationValues) => {
    const course = openCourses.find((item) => item.id === values.courseId);
    if (!course) return;
    setConflict(undefined);
    if (studiesInOtherRunningCourse(session, myCourses, course.id)) {
      const confirmed = await modal.confirm({
        title: SEVERAL_COURSES_TITLE,
        content: `You already study in another running course. Register for ${course.name} anyway?`,
        okText: 'Register',
        cancelText: 'Cancel',
      });
      if (!confirmed) return;
    }
    setSubmitting(true);
    try {
      await saveProfileUser(toProfileInput(values));
      const status = await register(course.id);
      // rules.md R1.6: the client revalidates the session and the course list after a role-changing action.
      await Promise.all([mutate(getGetSessionKey()), mutate(getGetProfileCoursesKey())]);
      if (status === 200) notify.success(ALREADY_REGISTERED_TEXT, 'You will be taken to the course in 5 seconds.');
      setOutcome({ kind: status === 200 ? 'already' : 'registered', course });
    } catch (error) {
      const fields = problemFieldErrors(error, FIELD_NAMES);
      if (fields.length) form.setFields(fields);
      // rules.md R14.1: closed, invite-only, completed or a missing prerequisite — the server's own words.
      else if (problemStatus(error) === 409) setConflict(problemDetail(error));
      else notify.error(error);
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting, conflict, outcome };
}
