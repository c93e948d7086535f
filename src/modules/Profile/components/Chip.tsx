import { theme } from 'antd';
import type { ReactNode } from 'react';

// A small bordered label (language, course status) in the theme's colours; lighter than antd Tag on first load.
export function Chip({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '0 7px',
        fontSize: token.fontSizeSM,
        lineHeight: '20px',
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusSM,
        background: token.colorFillQuaternary,
        color: token.colorText,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </span>
  );
}
