import Head from 'next/head';

import type { PublicResume } from '@/api/model';

import { CvView } from '../components/CvView';

export interface PublicCvProps {
  resume: PublicResume;
}

// pages.md §8 "/cv/[uuid]": the public CV, rendered on the server, with its Open Graph title and URL.
export function PublicCvPage({ resume }: PublicCvProps) {
  const title = [resume.name, resume.desiredPosition].filter(Boolean).join(' – ') || 'CV';
  return (
    <>
      <Head>
        <meta property="og:type" content="profile" />
        <meta property="og:title" content={title} />
        <meta property="og:url" content={resume.link} />
      </Head>
      <CvView resume={resume} />
    </>
  );
}
