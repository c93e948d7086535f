import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

import { useTheme } from '@/hooks/useTheme';

import { FeedbackFlagProvider } from './FeedbackFlagProvider';
import { themeConfig } from './theme-tokens';

// pages.md §0.3: the antd algorithm follows the resolved theme; antd App gives the one toast path (useNotify).
export function AppProviders({ children }: { children: ReactNode }) {
  const { theme, reducedMotion } = useTheme();
  return (
    <ConfigProvider theme={themeConfig(theme, reducedMotion)}>
      <App>
        <SWRConfig value={{ revalidateOnFocus: false }}>
          <FeedbackFlagProvider>{children}</FeedbackFlagProvider>
        </SWRConfig>
      </App>
    </ConfigProvider>
  );
}
