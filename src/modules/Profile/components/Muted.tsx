import { theme } from 'antd';
import type { ReactNode } from 'react';

// Secondary text in the theme's colour; the profile's cards avoid antd Typography, whose editing and copying features
// weigh on the page's first load (DESIGN.md "Performance").
export function Muted({ children, small }: { children: ReactNode; small?: boolean }) {
  const { token } = theme.useToken();
  return (
    <span style={{ color: token.colorTextSecondary, fontSize: small ? token.fontSizeSM : undefined }}>{children}</span>
  );
}
