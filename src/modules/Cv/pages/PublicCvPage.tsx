import dynamic from 'next/dynamic';
import Head from 'next/head';

import type { PublicResume } from '@/api/model';

// Rendered on the server all the same (next/dynamic keeps SSR); the browser fetches the view's chunk after the page's
// first load, which keeps that under the 300 kB budget (the view's tables and descriptions made it 422 kB).
const CvView = dynamic(() => import('../components/CvView').then((module) => module.CvView));

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
