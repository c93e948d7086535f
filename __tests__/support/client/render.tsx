import { StyleProvider } from '@ant-design/cssinjs';
import { render, type RenderOptions } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';

import { FeedbackFlagProvider } from '@/components/FeedbackFlagProvider';

// Every test gets its own SWR cache and no deduping, inside antd App (useNotify needs it).
export function TestProviders({ children }: { children: ReactNode }) {
  const tree = (
    <App>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <FeedbackFlagProvider>{children}</FeedbackFlagProvider>
      </SWRConfig>
    </App>
  );
  return <StyleProvider container={detachedStyles}>{tree}</StyleProvider>;
}

// antd injects thousands of CSS rules; jsdom matches every rule on each getComputedStyle (user-event calls it per
// click), which made a page test take 20-30 s. Styles go into a detached node instead: behaviour, not looks, is tested.
const detachedStyles = document.createElement('div');

export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: TestProviders, ...options });
}
