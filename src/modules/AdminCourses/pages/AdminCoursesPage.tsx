import { Alert, Flex, Input, Skeleton, theme } from 'antd';
import dynamic from 'next/dynamic';

import { problemDetail } from '@/hooks/problem';

import { useCourseList } from '../hooks/useCourseList';
import { browserTimeZone } from '../utils';

// The antd Table is the heaviest dependency of the page; it loads in its own chunk.
const CoursesTable = dynamic(() => import('../components/CoursesTable').then((mod) => mod.CoursesTable), {
  loading: () => <Skeleton active />,
});

// pages.md §5 "/admin/courses": read-only list for now.
export function AdminCoursesPage() {
  const { token } = theme.useToken();
  const { courses, error, isLoading, search, setSearch } = useCourseList();
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center" justify="space-between">
        <Input.Search
          aria-label="Search course name"
          placeholder="Search course name"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <span style={{ color: token.colorTextSecondary }}>Dates in {browserTimeZone()}</span>
      </Flex>
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      <CoursesTable courses={courses} loading={isLoading} />
    </Flex>
  );
}
