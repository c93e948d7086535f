import { Tabs } from 'antd';

import type { RegistryTab } from '../utils';

interface RegistryTabsProps {
  tab: RegistryTab;
  counts: { new?: number; all?: number };
  onChange: (tab: RegistryTab) => void;
}

const countLabel = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

// pages.md §5: tabs "New applications" / "All Mentors" with counts.
export function RegistryTabs({ tab, counts, onChange }: RegistryTabsProps) {
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => onChange(key as RegistryTab)}
      items={[
        { key: 'new', label: countLabel('New applications', counts.new) },
        { key: 'all', label: countLabel('All Mentors', counts.all) },
      ]}
    />
  );
}
