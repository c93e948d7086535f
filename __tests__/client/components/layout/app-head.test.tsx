import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

import RsSchoolApp from '@/pages/_app';

// next/head needs Next's head manager; here its children render in place so the tags can be read.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

function Blank() {
  return <p>Page</p>;
}

describe('document head (product-spec §2, pages.md §0.3)', () => {
  it('titles every page "App / The Rolling Scopes School" and blocks zooming', () => {
    const props = { Component: Blank, pageProps: {} } as unknown as Parameters<typeof RsSchoolApp>[0];
    render(<RsSchoolApp {...props} />);
    // React 19 hoists <title> and <meta> into the document head.
    expect(document.querySelector('title')?.textContent).toBe('App / The Rolling Scopes School');
    const viewport = document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '';
    expect(viewport).toContain('maximum-scale=1');
    expect(viewport).toContain('user-scalable=no');
  });
});
