import { Alert } from 'antd';

import { problemDetail } from '@/hooks/problem';

// pages.md §0.3: a failed list shows the problem's detail.
export function RegistryError({ error }: { error: unknown }) {
  return <Alert type="error" showIcon title={problemDetail(error)} />;
}
