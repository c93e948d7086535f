import type { AxiosError } from 'axios';

import type { OpenCourse } from '@/api/model';
import { apiAxios } from '@/config/api-client';
import { formatStartDate, preselectedCourseId, studiesInOtherRunningCourse } from '@/modules/Registry/utils';
import { problemFieldErrors } from '@/components/form/form-problem';

import { courseRoles, makeCourse, makeSession } from '../../../support/client/fixtures';

const open = [{ id: 3, alias: 'js-fe-2027' }] as OpenCourse[];

async function apiError(errors: { path: string; message: string }[]): Promise<AxiosError> {
  try {
    await apiAxios.request({
      url: '/x',
      adapter: (config) =>
        Promise.reject(
          Object.assign(new Error('Bad Request'), {
            isAxiosError: true,
            config,
            response: { status: 400, data: { status: 400, detail: 'Invalid input', errors } },
          }),
        ),
    });
  } catch (error) {
    return error as AxiosError;
  }
  throw new Error('no error');
}

describe('Registry utils', () => {
  it('shows a start date with the time zone name (pages.md §0.3)', () => {
    expect(formatStartDate('2027-02-01T10:00:00.000Z', 'UTC')).toMatch(/^2027-02-0[12] \(UTC\)$/);
    expect(formatStartDate('not a date', 'UTC')).toBe('–');
  });

  it('preselects only an open course by alias', () => {
    expect(preselectedCourseId(open, 'js-fe-2027')).toBe(3);
    expect(preselectedCourseId(open, 'android-2026')).toBeUndefined();
    expect(preselectedCourseId(open, ['js-fe-2027'])).toBeUndefined();
  });

  it('counts only other, not completed courses where the user is an active student', () => {
    const running = makeCourse({ id: 1 });
    const session = makeSession({ courses: { 1: courseRoles(['student']) } });
    expect(studiesInOtherRunningCourse(session, [running], 3)).toBe(true);
    expect(studiesInOtherRunningCourse(session, [running], 1)).toBe(false);
    expect(studiesInOtherRunningCourse(session, [makeCourse({ id: 1, completed: true })], 3)).toBe(false);
    const expelled = makeSession({ courses: { 1: courseRoles(['student'], true) } });
    expect(studiesInOtherRunningCourse(expelled, [running], 3)).toBe(false);
  });

  it('maps errors[].path onto the named form fields only', async () => {
    const error = await apiError([
      { path: 'contacts.email', message: 'bad e-mail' },
      { path: 'languages.0', message: 'bad language' },
      { path: 'unknown', message: 'ignored' },
    ]);
    expect(problemFieldErrors(error, ['contacts.email', 'languages'])).toEqual([
      { name: ['contacts', 'email'], errors: ['bad e-mail'] },
      { name: ['languages'], errors: ['bad language'] },
    ]);
    expect(problemFieldErrors(new Error('plain'), ['languages'])).toEqual([]);
  });
});
