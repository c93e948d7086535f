import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Flex, Input, Skeleton, theme } from 'antd';
import dynamic from 'next/dynamic';
import { useCallback } from 'react';

import type { Course } from '@/api/model';
import { useEditDialog } from '@/components/form/useEditDialog';
import { problemDetail } from '@/hooks/problem';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useSession } from '@/hooks/useSession';

import { useCourseList } from '../hooks/useCourseList';
import { browserTimeZone } from '../utils';

// The antd Table and Form are the heaviest dependencies of the page; they load in their own chunks.
const CoursesTable = dynamic(() => import('../components/CoursesTable').then((mod) => mod.CoursesTable), {
  loading: () => <Skeleton active />,
});
const CourseModal = dynamic(() => import('../components/CourseModal').then((mod) => mod.CourseModal));

// pages.md §5 "/admin/courses": "Add Course" for admins; Edit for admins and managers of that course.
export function AdminCoursesPage() {
  const { token } = theme.useToken();
  const { data: session } = useSession();
  const { courses, allCourses, error, isLoading, search, setSearch, save } = useCourseList();
  const { dialog, openAdd, openEdit, close } = useEditDialog<Course>();
  const isAdmin = !!session?.isAdmin;
  const canEdit = useCallback(
    (course: Course) => !!session && (session.isAdmin || hasRoleInCourse(session, course.id, ['manager'])),
    [session],
  );
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center" justify="space-between">
        <Flex wrap gap={16} align="center">
          {isAdmin && (
            <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
              Add Course
            </Button>
          )}
          <Input.Search
            aria-label="Search course name"
            placeholder="Search course name"
            allowClear
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ maxWidth: 320 }}
          />
        </Flex>
        <span style={{ color: token.colorTextSecondary }}>Dates in {browserTimeZone()}</span>
      </Flex>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      <CoursesTable courses={courses} loading={isLoading} canEdit={canEdit} onEdit={openEdit} />
      {dialog && (
        <CourseModal
          key={dialog.key}
          open={dialog.open}
          course={dialog.item}
          courses={allCourses}
          onSubmit={save}
          onClose={close}
        />
      )}
    </Flex>
  );
}
