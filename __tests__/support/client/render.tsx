import { render, type RenderOptions } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';

import { FeedbackFlagProvider } from '@/components/FeedbackFlagProvider';

// Every test gets its own SWR cache and no deduping, inside antd App (useNotify needs it).
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <App>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <FeedbackFlagProvider>{children}</FeedbackFlagProvider>
      </SWRConfig>
    </App>
  );
}

export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: TestProviders, ...options });
}
