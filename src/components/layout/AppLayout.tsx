import { Layout } from 'antd';
import type { ReactNode } from 'react';

import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

interface AppLayoutProps {
  title: string;
  courseBound?: boolean;
  footer?: boolean;
  sider?: ReactNode;
  children: ReactNode;
}

export function AppLayout({ title, courseBound, footer, sider, children }: AppLayoutProps) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader title={title} courseBound={courseBound} />
      <Layout>
        {sider}
        <Layout.Content style={{ padding: 16, minWidth: 0 }}>
          <main>{children}</main>
        </Layout.Content>
      </Layout>
      {footer && <AppFooter />}
    </Layout>
  );
}
