import { Alert } from 'antd';
import { useState } from 'react';

import type { StudentListItem } from '@/api/model';
import { problemDetail } from '@/hooks/problem';

import { StudentDetailsDrawer } from '../components/StudentDetailsDrawer';
import { StudentsListTable } from '../components/StudentsListTable';
import { PAGE_SIZE, useStudentsList } from '../hooks/useStudentsList';

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
