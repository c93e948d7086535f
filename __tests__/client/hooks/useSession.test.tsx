import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';

import { SESSION_CACHE_MS, useSession } from '@/hooks/useSession';

import { API, makeSession } from '../../support/client/fixtures';
import { renderWithProviders } from '../../support/client/render';
import { server } from '../../support/client/server';

function SessionName({ label }: { label: string }) {
  const { data } = useSession();
  return <p>{data ? `${label}: ${data.githubId}` : 'pending'}</p>;
}

// A page change: one consumer unmounts, another mounts a moment later.
function TwoPages() {
  const [second, setSecond] = useState(false);
  return (
    <>
      {second ? <SessionName key="second" label="second" /> : <SessionName key="first" label="first" />}
      <button onClick={() => setSecond(true)}>Next page</button>
    </>
  );
}

describe('useSession (product-spec §4, §9)', () => {
  it('keeps the session for 15 minutes (900000 ms): a later page does not call GET /session again', async () => {
    expect(SESSION_CACHE_MS).toBe(900_000);
    let calls = 0;
    server.use(
      http.get(`${API}/api/v2/session`, () => {
        calls += 1;
        return HttpResponse.json(makeSession({ githubId: 'student' }));
      }),
    );
    renderWithProviders(<TwoPages />);
    expect(await screen.findByText('first: student')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('second: student')).toBeInTheDocument();
    // SWR revalidates a cached key on mount a frame later; give it time to do so if it were going to.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toBe(1);
  });
});
