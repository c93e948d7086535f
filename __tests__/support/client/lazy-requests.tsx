import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';

import type { Session } from '@/api/model';

import { API, coursesHandler, makeCourse, sessionHandler } from './fixtures';
import { openChunks } from './lazy-gate';
import { renderWithProviders } from './render';
import { server } from './server';

// Serves the session, the course and `routes`, counting the requests each route receives. With `othersEmpty`, any
// other API request is answered with an empty list and not counted (those a chunk makes once it has its data).
export function serveCounted(session: Session, routes: Record<string, JsonBodyType>, { othersEmpty = false } = {}) {
  const hits: Record<string, number> = Object.fromEntries(Object.keys(routes).map((path) => [path, 0]));
  server.use(
    sessionHandler(session),
    coursesHandler([makeCourse({ id: 1, alias: 'js-fe-2026' })]),
    ...Object.entries(routes).map(([path, body]) =>
      http.get(`${API}${path}`, () => {
        hits[path] += 1;
        return HttpResponse.json(body);
      }),
    ),
    ...(othersEmpty ? [http.get(`${API}/api/v2/*`, () => HttpResponse.json([]))] : []),
  );
  return hits;
}

// Production keeps SWR's default 2 s deduping; the test providers turn it off, so it is restored here.
export const renderPage = (ui: ReactElement) =>
  renderWithProviders(<SWRConfig value={{ dedupingInterval: 2000 }}>{ui}</SWRConfig>);

// The page itself starts every request before the chunk arrives; the chunk then finds the data under the same keys, so
// each endpoint is requested exactly once.
export async function expectRequestsBeforeChunk(hits: Record<string, number>, content: string) {
  const once = Object.fromEntries(Object.keys(hits).map((path) => [path, 1]));
  // The first render of a file compiles the page: give it more than waitFor's default second.
  await waitFor(() => expect(hits).toEqual(once), { timeout: 10_000 });
  expect(screen.queryByText(content)).not.toBeInTheDocument();
  act(() => openChunks());
  expect(await screen.findByText(content)).toBeInTheDocument();
  expect(hits).toEqual(once);
}
