import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import { useUserSearch } from '@/hooks/useUserSearch';

import { API, problemResponse } from '../../support/client/fixtures';
import { server } from '../../support/client/server';

const tomas = { id: 6, githubId: 'taskowner', name: 'Tomas Taskowner' };

function serveSearch(answer: () => Response) {
  const texts: string[] = [];
  server.use(
    http.get(`${API}/api/users/search/:text`, ({ params }) => {
      texts.push(String(params.text));
      return answer();
    }),
  );
  return texts;
}

describe('useUserSearch', () => {
  it('calls GET /api/users/search/<text> with the trimmed text after the pause', async () => {
    const texts = serveSearch(() => HttpResponse.json([tomas]));
    const { result } = renderHook(() => useUserSearch(10));
    act(() => result.current.search(' task '));
    await waitFor(() => expect(result.current.results).toEqual([tomas]));
    expect(texts).toEqual(['task']);
  });

  it('keeps only the answer for the last text typed within the pause', async () => {
    const texts = serveSearch(() => HttpResponse.json([tomas]));
    const { result } = renderHook(() => useUserSearch(50));
    act(() => result.current.search('t'));
    act(() => result.current.search('ta'));
    act(() => result.current.search('tas'));
    await waitFor(() => expect(result.current.results).toEqual([tomas]));
    expect(texts).toEqual(['tas']);
  });

  it('does not call the server for an empty or blank text and finds nobody', async () => {
    const texts = serveSearch(() => HttpResponse.json([tomas]));
    const { result } = renderHook(() => useUserSearch(10));
    act(() => result.current.search('   '));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(texts).toEqual([]);
    expect(result.current.results).toEqual([]);
  });

  it('turns a failed search into an empty list', async () => {
    const texts = serveSearch(() => problemResponse(500));
    const { result } = renderHook(() => useUserSearch(10));
    act(() => result.current.search('task'));
    await waitFor(() => expect(texts).toEqual(['task']));
    await waitFor(() => expect(result.current.searching).toBe(false));
    expect(result.current.results).toEqual([]);
  });
});
