import type { GetServerSidePropsResult } from 'next';

import { getPublicResume } from '@/api/opportunities';
import { inProcessAdapter } from '@/config/api-client';
import { problemStatus } from '@/hooks/problem';

import type { PublicCvProps } from './pages/PublicCvPage';

// pages.md §8 "/cv/[uuid]" is rendered on the server: the page asks the API in its own process (no network hop) and
// answers the 404 page for an unknown, hidden, expired or withdrawn CV (rules.md R18.3) or a malformed id.
export async function loadPublicCv(uuid: string): Promise<GetServerSidePropsResult<PublicCvProps>> {
  try {
    return { props: { resume: await getPublicResume(uuid, { adapter: inProcessAdapter }) } };
  } catch (error) {
    const status = problemStatus(error);
    if (status === 404 || status === 400) return { notFound: true };
    throw error;
  }
}
