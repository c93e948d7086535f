import { Alert } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';

import type { StudentListItem } from '@/api/model';
import { LoadingScreen } from '@/components/LoadingScreen';
import { problemDetail } from '@/hooks/problem';

import { PAGE_SIZE, useStudentsList } from '../hooks/useStudentsList';

// The table and its filters load in their own chunk, keeping the page's first load under 300 kB; the list's request
// starts at once, before the chunk.
const StudentDetailsDrawer = dynamic(() =>
  import('../components/StudentDetailsDrawer').then((module) => module.StudentDetailsDrawer),
);
const StudentsListTable = dynamic(
  () => import('../components/StudentsListTable').then((module) => module.StudentsListTable),
  {
    loading: () => <LoadingScreen />,
  },
);

// pages.md §5 "/admin/students" ("Students List"): the hirers' list of students with its filters and details drawer.
export function StudentsListPage() {
  const list = useStudentsList();
  const [open, setOpen] = useState<StudentListItem>();
  return (
    <>
      {list.error && <Alert type="error" showIcon title={problemDetail(list.error)} style={{ marginBottom: 16 }} />}
      <StudentsListTable
        students={list.students}
        courses={list.courses}
        total={list.total}
        current={list.current}
        pageSize={PAGE_SIZE}
        loading={list.loading}
        filters={list.filters}
        onPage={list.setPage}
        onFilters={list.setFilters}
        onOpen={setOpen}
      />
      <StudentDetailsDrawer student={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
