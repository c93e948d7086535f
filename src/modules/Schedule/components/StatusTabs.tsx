import { Tabs } from 'antd';

import { STATUS_TABS, type StatusTab } from '../constants';
import type { StatusCounts } from '../utils';

interface StatusTabsProps {
  value: StatusTab;
  counts: StatusCounts;
  onChange: (tab: StatusTab) => void;
}

// pages.md §11 status tabs with counts.
export function StatusTabs({ value, counts, onChange }: StatusTabsProps) {
  return (
    <Tabs
      activeKey={value}
      onChange={(key) => onChange(key as StatusTab)}
      items={STATUS_TABS.map((tab) => ({ key: tab.key, label: `${tab.label} (${counts[tab.key]})` }))}
    />
  );
}
