import { Flex, Layout, theme } from 'antd';

import { footerLinks } from './footer-links';

// pages.md §0.6.
export function AppFooter() {
  const { token } = theme.useToken();
  return (
    <Layout.Footer className="no-print">
      <Flex vertical align="center" gap={8}>
        <Flex wrap gap={16} justify="center">
          {footerLinks().map((link) => (
            <a
              key={link.name}
              href={link.href}
              target={link.href?.startsWith('http') ? '_blank' : undefined}
              rel="noreferrer"
            >
              {link.name}
            </a>
          ))}
        </Flex>
        <span style={{ color: token.colorTextSecondary }}>© The Rolling Scopes {new Date().getFullYear()}</span>
      </Flex>
    </Layout.Footer>
  );
}
