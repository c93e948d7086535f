import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useMemo } from 'react';

import type { CourseTask } from '@/api/model';
import { viewerTimeZone } from '@/components/form/date-time';
import { useEditDialog } from '@/components/form/useEditDialog';
import { problemDetail } from '@/hooks/problem';
import { useActiveCourse } from '@/hooks/useActiveCourse';

import { useCourseTasks } from '../hooks/useCourseTasks';
import { useTaskActions } from '../hooks/useTaskActions';

const CourseTasksTable = dynamic(() => import('../components/CourseTasksTable').then((mod) => mod.CourseTasksTable), {
  loading: () => <Skeleton active />,
});
const CourseTaskModal = dynamic(() => import('../components/CourseTaskModal').then((mod) => mod.CourseTaskModal));

// pages.md §4 "/course/admin/tasks": the course tasks of the active course.
export function CourseTasksPage() {
  const { course } = useActiveCourse();
  return course ? <CourseTasksOfCourse courseId={course.id} /> : null;
}

function CourseTasksOfCourse({ courseId }: { courseId: number }) {
  const { courseTasks, error, isLoading, save, ...writes } = useCourseTasks(courseId);
  const { dialog, openAdd, openEdit, close } = useEditDialog<CourseTask>();
  const actions = useTaskActions(writes);
  const timeZone = useMemo(viewerTimeZone, []);
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
          Add Task
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      <CourseTasksTable
        courseTasks={courseTasks}
        loading={isLoading}
        timeZone={timeZone}
        onEdit={openEdit}
        onDelete={actions.confirmDelete}
        onDistribute={actions.confirmDistribute}
        onCrossCheckDistribute={actions.confirmCrossCheckDistribute}
        onCrossCheckComplete={actions.confirmCrossCheckComplete}
      />
      {dialog && (
        <CourseTaskModal
          key={dialog.key}
          open={dialog.open}
          courseTask={dialog.item}
          timeZone={timeZone}
          onSubmit={save}
          onClose={close}
        />
      )}
    </Flex>
  );
}
