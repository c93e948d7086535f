import { useMemo } from 'react';

import { copyCourseSchedule } from '@/api/course-tasks';
import { getCalendarToken, getCourseIcalendar, getCourseScheduleCsv } from '@/api/schedule';
import { downloadFile } from '@/hooks/file-download';
import { useNotify } from '@/hooks/useNotify';

import { calendarUrl } from '../utils';

// The "More" menu of pages.md §11: the personal iCal link (R6), the feed itself, the CSV and "Copy from" (R15).
export function useScheduleActions(courseId: number, timeZone: string, onCopied: () => void) {
  const notify = useNotify();
  return useMemo(
    () => ({
      copyIcalLink: async () => {
        try {
          const { token } = await getCalendarToken(courseId);
          await navigator.clipboard.writeText(calendarUrl(window.location.origin, courseId, token, timeZone));
          notify.success('iCal link copied', `Times are in ${timeZone}.`);
        } catch (error) {
          notify.error(error);
        }
      },
      downloadIcal: async () => {
        try {
          const { token } = await getCalendarToken(courseId);
          await downloadFile(
            async () => new Blob([await getCourseIcalendar(courseId, token, { timezone: timeZone })]),
            `schedule_${courseId}.ics`,
          );
        } catch (error) {
          notify.error(error);
        }
      },
      exportCsv: async () => {
        try {
          await downloadFile(
            (options) => getCourseScheduleCsv(courseId, { timezone: timeZone }, options),
            `schedule_${courseId}.csv`,
          );
        } catch (error) {
          notify.error(error);
        }
      },
      copyFrom: async (copyFromCourseId: number) => {
        try {
          await copyCourseSchedule(courseId, { copyFromCourseId });
          notify.success('Schedule copied');
          onCopied();
          return true;
        } catch (error) {
          notify.error(error);
          return false;
        }
      },
    }),
    [courseId, timeZone, notify, onCopied],
  );
}

export type ScheduleActions = ReturnType<typeof useScheduleActions>;
