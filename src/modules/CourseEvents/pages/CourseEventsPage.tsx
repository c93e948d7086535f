import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useMemo } from 'react';

import type { CourseEvent } from '@/api/model';
import { viewerTimeZone } from '@/components/form/date-time';
import { useEditDialog } from '@/components/form/useEditDialog';
import { problemDetail } from '@/hooks/problem';
import { useActiveCourse } from '@/hooks/useActiveCourse';

import { useCourseEvents } from '../hooks/useCourseEvents';

const CourseEventsTable = dynamic(
  () => import('../components/CourseEventsTable').then((mod) => mod.CourseEventsTable),
  { loading: () => <Skeleton active /> },
);
const CourseEventModal = dynamic(() => import('../components/CourseEventModal').then((mod) => mod.CourseEventModal));

// pages.md §4 "/course/admin/events": the events scheduled in the active course.
export function CourseEventsPage() {
  const { course } = useActiveCourse();
  return course ? <CourseEventsOfCourse courseId={course.id} /> : null;
}

function CourseEventsOfCourse({ courseId }: { courseId: number }) {
  const { courseEvents, error, isLoading, save, remove } = useCourseEvents(courseId);
  const { dialog, openAdd, openEdit, close } = useEditDialog<CourseEvent>();
  const timeZone = useMemo(viewerTimeZone, []);
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
          Add Event
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      <CourseEventsTable
        courseEvents={courseEvents}
        loading={isLoading}
        timeZone={timeZone}
        onEdit={openEdit}
        onDelete={remove}
      />
      {dialog && (
        <CourseEventModal
          key={dialog.key}
          open={dialog.open}
          courseEvent={dialog.item}
          timeZone={timeZone}
          onSubmit={save}
          onClose={close}
        />
      )}
    </Flex>
  );
}
