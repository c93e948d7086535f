import { Alert, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';

import type { Course } from '@/api/model';
import { problemDetail } from '@/hooks/problem';

import { useNarrowScreen } from '../hooks/useNarrowScreen';
import { useSchedule } from '../hooks/useSchedule';
import { useScheduleActions } from '../hooks/useScheduleActions';
import { useScheduleSettings } from '../hooks/useScheduleSettings';
import { ScheduleToolbar } from './ScheduleToolbar';
import { StatusTabs } from './StatusTabs';

// The antd Table, cards, drawer and modal load in their own chunks (DESIGN.md "Performance").
const ScheduleTable = dynamic(() => import('./ScheduleTable').then((mod) => mod.ScheduleTable), {
  loading: () => <Skeleton active />,
});
const ScheduleCards = dynamic(() => import('./ScheduleCards').then((mod) => mod.ScheduleCards));
const SettingsDrawer = dynamic(() => import('./SettingsDrawer').then((mod) => mod.SettingsDrawer));
const CopyFromModal = dynamic(() => import('./CopyFromModal').then((mod) => mod.CopyFromModal));

interface ScheduleProps {
  courseId: number;
  isManager: boolean;
  canExport: boolean;
  copySources: Course[];
}

// pages.md §11: the toolbar, the status tabs and the schedule as a table or, on narrow screens, as cards.
export function Schedule({ courseId, isManager, canExport, copySources }: ScheduleProps) {
  const settings = useScheduleSettings();
  const schedule = useSchedule(courseId, settings.hiddenEventTypes);
  const { refresh } = schedule;
  const onCopied = useCallback(() => void refresh(), [refresh]);
  const actions = useScheduleActions(courseId, settings.timeZone, onCopied);
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [copyFrom, setCopyFrom] = useState<{ open: boolean; key: number }>();
  const now = new Date();
  return (
    <Flex vertical gap={8}>
      <ScheduleToolbar
        timeZone={settings.timeZone}
        isManager={isManager}
        canExport={canExport}
        narrow={narrow}
        actions={actions}
        onSettings={() => setDrawerOpen(true)}
        onCopyFrom={() => setCopyFrom((prev) => ({ open: true, key: (prev?.key ?? 0) + 1 }))}
      />
      <StatusTabs value={schedule.statusTab} counts={schedule.counts} onChange={schedule.setStatusTab} />
      {schedule.error && <Alert type="error" showIcon title={problemDetail(schedule.error)} />}
      {narrow ? (
        schedule.isLoading ? (
          <Skeleton active />
        ) : (
          <ScheduleCards items={schedule.items} timeZone={settings.timeZone} tagColors={settings.tagColors} now={now} />
        )
      ) : (
        <ScheduleTable
          items={schedule.items}
          loading={schedule.isLoading}
          timeZone={settings.timeZone}
          hiddenColumns={settings.hiddenColumns}
          tagColors={settings.tagColors}
          now={now}
        />
      )}
      {drawerOpen && (
        <SettingsDrawer
          open={drawerOpen}
          settings={settings}
          eventTypes={schedule.eventTypes}
          onClose={() => setDrawerOpen(false)}
        />
      )}
      {copyFrom && (
        <CopyFromModal
          key={copyFrom.key}
          open={copyFrom.open}
          courses={copySources}
          onCopy={actions.copyFrom}
          onClose={() => setCopyFrom((prev) => prev && { ...prev, open: false })}
        />
      )}
    </Flex>
  );
}
