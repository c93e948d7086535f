import {
  filterParams,
  filterTags,
  manageableCourses,
  NO_FILTERS,
  pageParams,
  withoutTag,
} from '@/modules/AdminMentorRegistry/utils';

import { courseRoles, makeCourse, makeSession } from '../../../support/client/fixtures';

const filters = {
  githubId: ' nora ',
  cityName: '',
  preferedCourses: [1, 3],
  preselectedCourses: [],
  technicalMentoring: ['JavaScript', 'AWS'],
};

describe('mentor registry filters (access.md §26)', () => {
  it('sends lists comma-separated and leaves empty filters out', () => {
    expect(filterParams(filters)).toEqual({
      githubId: 'nora',
      preferedCourses: '1,3',
      technicalMentoring: 'JavaScript,AWS',
    });
    expect(filterParams(NO_FILTERS)).toEqual({});
  });

  it('asks for the tab, the page of 100 and the GitHub order', () => {
    expect(pageParams({ tab: 'all', currentPage: 3, filters: NO_FILTERS, githubOrder: 'desc' })).toEqual({
      status: 'all',
      currentPage: 3,
      pageSize: 100,
      orderBy: 'githubId',
      orderDirection: 'desc',
    });
  });

  it('shows each filter value as a tag that removes only itself', () => {
    const tags = filterTags(filters, (id) => `Course ${id}`);
    expect(tags.map((tag) => tag.label)).toEqual([
      'GitHub:  nora ',
      'Preferred: Course 1',
      'Preferred: Course 3',
      'JavaScript',
      'AWS',
    ]);
    expect(withoutTag(filters, tags[2])).toEqual({ ...filters, preferedCourses: [1] });
    expect(withoutTag(filters, tags[0])).toEqual({ ...filters, githubId: undefined });
  });

  it('offers the open courses the caller manages or supervises; an admin every open course', () => {
    const courses = [
      makeCourse({ id: 1 }),
      makeCourse({ id: 2 }),
      makeCourse({ id: 3, completed: true }),
      makeCourse({ id: 4 }),
    ];
    const staff = makeSession({
      courses: {
        '1': courseRoles(['manager']),
        '2': courseRoles(['mentor']),
        '3': courseRoles(['manager']),
        '4': courseRoles(['supervisor']),
      },
    });
    expect(manageableCourses(staff, courses).map((course) => course.id)).toEqual([1, 4]);
    expect(manageableCourses(makeSession({ isAdmin: true }), courses).map((course) => course.id)).toEqual([1, 2, 4]);
  });
});
