import { Alert, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';

import { problemDetail } from '@/hooks/problem';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { ScheduleToolbar } from '../components/ScheduleToolbar';
import { StatusTabs } from '../components/StatusTabs';
import { useNarrowScreen } from '../hooks/useNarrowScreen';
import { useSchedule } from '../hooks/useSchedule';
import { useScheduleActions } from '../hooks/useScheduleActions';
import { useScheduleSettings } from '../hooks/useScheduleSettings';

// The antd Table, cards, drawer and modal load in their own chunks (DESIGN.md "Performance").
const ScheduleTable = dynamic(() => import('../components/ScheduleTable').then((mod) => mod.ScheduleTable), {
  loading: () => <Skeleton active />,
});
const ScheduleCards = dynamic(() => import('../components/ScheduleCards').then((mod) => mod.ScheduleCards));
const SettingsDrawer = dynamic(() => import('../components/SettingsDrawer').then((mod) => mod.SettingsDrawer));
const CopyFromModal = dynamic(() => import('../components/CopyFromModal').then((mod) => mod.CopyFromModal));

// pages.md §11 "/course/schedule": the active course's schedule with the caller's statuses (R5).
export function SchedulePage() {
  const { data: session } = useSession();
  const { course, courses } = useActiveCourse();
  if (!course || !session) return null;
  const staff = (roles: Parameters<typeof hasRoleInCourse>[2]) =>
    session.isAdmin || hasRoleInCourse(session, course.id, roles);
  // "Copy from" lists the other courses the caller manages (the server checks it too).
  const copySources = staff(['manager'])
    ? courses.filter(
        (other) => other.id !== course.id && (session.isAdmin || hasRoleInCourse(session, other.id, ['manager'])),
      )
    : [];
  return (
    <Schedule
      courseId={course.id}
      isManager={staff(['manager'])}
      canExport={staff(['manager', 'supervisor'])}
      copySources={copySources}
    />
  );
}

interface ScheduleProps {
  courseId: number;
  isManager: boolean;
  canExport: boolean;
  copySources: ReturnType<typeof useActiveCourse>['courses'];
}

function Schedule({ courseId, isManager, canExport, copySources }: ScheduleProps) {
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
