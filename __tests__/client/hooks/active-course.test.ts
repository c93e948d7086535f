import { courseOptionLabel, resolveActiveCourse, sortCoursesForSelector } from '@/hooks/active-course';

import { makeCourse } from '../../support/client/fixtures';

const js = makeCourse({ id: 1, alias: 'js' });
const react = makeCourse({ id: 2, alias: 'react' });
const old = makeCourse({ id: 3, alias: 'old', completed: true, name: 'Old' });
const planned = makeCourse({ id: 4, alias: 'planned', planned: true });

describe('resolveActiveCourse (pages.md §0.2)', () => {
  it('picks the course whose alias equals ?course= first', () => {
    expect(resolveActiveCourse([js, react], 'react', '1')).toEqual({ course: react, noAccess: false });
  });

  it('falls back to the stored activeCourseId when there is no alias', () => {
    expect(resolveActiveCourse([js, react], undefined, '2')).toEqual({ course: react, noAccess: false });
  });

  it('falls back to the first course when nothing else matches', () => {
    expect(resolveActiveCourse([js, react], undefined, '99')).toEqual({ course: js, noAccess: false });
    expect(resolveActiveCourse([js, react], undefined, null)).toEqual({ course: js, noAccess: false });
  });

  it('falls back to the first course in selector order: running before planned before completed', () => {
    // The admin's list comes by start date desc, so the planned course (and the archive) can come first.
    expect(resolveActiveCourse([planned, old, js], undefined, null)).toEqual({ course: js, noAccess: false });
    expect(resolveActiveCourse([old, planned], undefined, null)).toEqual({ course: planned, noAccess: false });
  });

  it('flags noAccess when ?course= is set but differs from the resolved course', () => {
    expect(resolveActiveCourse([js, react], 'unknown', '2')).toEqual({ course: react, noAccess: true });
  });

  it('resolves nothing for a user without courses', () => {
    expect(resolveActiveCourse([], undefined, '1')).toEqual({ course: undefined, noAccess: false });
    expect(resolveActiveCourse([], 'js', null).noAccess).toBe(true);
  });
});

describe('course selector order', () => {
  it('puts completed courses last and marks them "(Archived)"', () => {
    expect(sortCoursesForSelector([old, js, react]).map((course) => course.id)).toEqual([1, 2, 3]);
    expect(courseOptionLabel(old)).toBe('Old (Archived)');
    expect(courseOptionLabel(js)).toBe('Course 1');
  });

  it('lists running courses, then planned, then completed, keeping the server order within each group', () => {
    const plannedLater = makeCourse({ id: 5, alias: 'planned-later', planned: true });
    const archivedPlanned = makeCourse({ id: 6, alias: 'archived-planned', planned: true, completed: true });
    const listed = sortCoursesForSelector([planned, old, archivedPlanned, js, plannedLater, react]);
    expect(listed.map((course) => course.id)).toEqual([1, 2, 4, 5, 3, 6]);
  });

  it('starts with the course the active-course fallback picks', () => {
    const list = [planned, old, react, js];
    expect(resolveActiveCourse(list, undefined, null).course).toBe(sortCoursesForSelector(list)[0]);
  });
});
