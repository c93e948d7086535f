import type { MentorApplication, Session } from '@/api/model';
import { confirmState } from '@/modules/MentorConfirm/utils';

import { courseRoles, makeCourse, makeSession } from '../../../support/client/fixtures';

const course = makeCourse({ id: 5 });
const application: MentorApplication = {
  maxStudentsLimit: 2,
  preferedStudentsLocation: 'any',
  preferedCourses: [],
  preselectedCourses: [5],
  technicalMentoring: ['JavaScript'],
  languagesMentoring: [],
  canceled: false,
};

describe('which confirmation screen (pages.md §3, access.md §6)', () => {
  it.each([
    ['no course', undefined, application, makeSession(), 'course-not-found'],
    ['no questionnaire', course, undefined, makeSession(), 'not-registered'],
    ['a canceled questionnaire', course, { ...application, canceled: true }, makeSession(), 'not-registered'],
    ['not pre-selected', course, { ...application, preselectedCourses: [9] }, makeSession(), 'waiting'],
    ['pre-selected', course, application, makeSession(), 'options'],
    ['already its mentor', course, undefined, makeSession({ courses: { '5': courseRoles(['mentor']) } }), 'options'],
  ] as [string, typeof course | undefined, MentorApplication | undefined, Session, string][])(
    '%s → %s',
    (_label, target, questionnaire, session, expected) => {
      expect(confirmState(target, questionnaire, session)).toBe(expected);
    },
  );
});
