import { App } from 'antd';
import { useMemo } from 'react';

import { problemDetail } from './problem';

// STYLE.md: the one toast path, built on antd App.useApp().
export function useNotify() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      error: (error: unknown, title = 'Error') => notification.error({ title, description: problemDetail(error) }),
      success: (title: string, description?: string) => notification.success({ title, description }),
      // pages.md §0.2: session or course-list failure with a status other than 401.
      loginFailed: () =>
        notification.error({
          title: 'Error occurred during login',
          description: 'Please try again later or contact course manager',
        }),
    }),
    [notification],
  );
}
