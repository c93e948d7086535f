import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface Field {
  key: string;
  label: string;
  children: ReactNode;
}

// Label and value pairs as a description list (lighter than antd Descriptions for the page's first load).
export function FieldList({ items }: { items: Field[] }) {
  const { token } = theme.useToken();
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', margin: 0 }}>
      {items.map((item) => (
        <div key={item.key} style={{ display: 'contents' }}>
          <dt style={{ color: token.colorTextSecondary }}>{item.label}</dt>
          <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
