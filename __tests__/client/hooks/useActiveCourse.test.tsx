import { act, renderHook, waitFor } from '@testing-library/react';

import { useActiveCourse } from '@/hooks/useActiveCourse';

import { coursesHandler, makeCourse } from '../../support/client/fixtures';
import { TestProviders } from '../../support/client/render';
import { mockRouter, setRouter } from '../../support/client/router';
import { server } from '../../support/client/server';

const js = makeCourse({ id: 1, alias: 'js' });
const react = makeCourse({ id: 2, alias: 'react' });

function renderActiveCourse() {
  server.use(coursesHandler([js, react]));
  return renderHook(() => useActiveCourse(), { wrapper: TestProviders });
}

describe('useActiveCourse', () => {
  it('chooses the ?course= alias and saves its id under activeCourseId', async () => {
    setRouter({ pathname: '/', query: { course: 'react' } });
    const { result } = renderActiveCourse();
    await waitFor(() => expect(result.current.course?.id).toBe(2));
    expect(result.current.noAccess).toBe(false);
    expect(window.localStorage.getItem('activeCourseId')).toBe('2');
  });

  it('uses the stored activeCourseId without an alias', async () => {
    window.localStorage.setItem('activeCourseId', '2');
    const { result } = renderActiveCourse();
    await waitFor(() => expect(result.current.course?.alias).toBe('react'));
  });

  it('uses the first course and stores it when nothing is stored', async () => {
    const { result } = renderActiveCourse();
    await waitFor(() => expect(result.current.course?.alias).toBe('js'));
    expect(window.localStorage.getItem('activeCourseId')).toBe('1');
  });

  it('defaults to a running course when the list starts with planned and completed ones', async () => {
    const planned = makeCourse({ id: 3, alias: 'planned', planned: true });
    const archived = makeCourse({ id: 4, alias: 'archived', completed: true });
    server.use(coursesHandler([planned, archived, react]));
    const { result } = renderHook(() => useActiveCourse(), { wrapper: TestProviders });
    await waitFor(() => expect(result.current.course?.alias).toBe('react'));
    expect(window.localStorage.getItem('activeCourseId')).toBe('2');
  });

  it('reports noAccess for an unknown alias', async () => {
    setRouter({ query: { course: 'nope' } });
    const { result } = renderActiveCourse();
    await waitFor(() => expect(result.current.course).toBeDefined());
    expect(result.current.noAccess).toBe(true);
  });

  it('setActiveCourse rewrites ?course=<alias> and stores the id', async () => {
    setRouter({ pathname: '/', query: { tab: 'x' } });
    const { result } = renderActiveCourse();
    await waitFor(() => expect(result.current.course?.alias).toBe('js'));
    act(() => result.current.setActiveCourse(react));
    expect(mockRouter.replace).toHaveBeenCalledWith(
      { pathname: '/', query: { tab: 'x', course: 'react' } },
      undefined,
      {
        shallow: true,
      },
    );
    await waitFor(() => expect(result.current.course?.alias).toBe('react'));
    expect(window.localStorage.getItem('activeCourseId')).toBe('2');
  });
});
