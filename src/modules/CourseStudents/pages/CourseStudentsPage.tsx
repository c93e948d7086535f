import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { Alert, Button, Flex, Input, Skeleton, Statistic, Switch } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';

import type { CourseStudent } from '@/api/model';
import { FILTER_TEXT_MAX_LENGTH } from '@/components/table/ColumnSearch';
import { problemDetail } from '@/hooks/problem';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { useCertificateActions } from '../hooks/useCertificateActions';
import { useCourseStudents } from '../hooks/useCourseStudents';
import { useStudentActions } from '../hooks/useStudentActions';

// The antd Table, Drawer and Form load in their own chunks.
const StudentsTable = dynamic(() => import('../components/StudentsTable').then((mod) => mod.StudentsTable), {
  loading: () => <Skeleton active />,
});
const StudentDrawer = dynamic(() => import('../components/StudentDrawer').then((mod) => mod.StudentDrawer));
const ExpelCriteriaModal = dynamic(() =>
  import('../components/ExpelCriteriaModal').then((mod) => mod.ExpelCriteriaModal),
);
const CertificateCriteriaModal = dynamic(() =>
  import('../components/CertificateCriteriaModal').then((mod) => mod.CertificateCriteriaModal),
);

// pages.md §4 "/course/admin/students": "Course Students" of the active course.
export function CourseStudentsPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  if (!course || !session) return null;
  const staff = (roles: Parameters<typeof hasRoleInCourse>[2]) =>
    session.isAdmin || hasRoleInCourse(session, course.id, roles);
  return (
    <CourseStudents
      courseId={course.id}
      certificateThreshold={course.certificateThreshold}
      isAdmin={session.isAdmin}
      isManager={staff(['manager'])}
      canExport={staff(['manager', 'supervisor'])}
      canChangeMentor={staff(['manager', 'supervisor'])}
    />
  );
}

interface CourseStudentsProps {
  courseId: number;
  certificateThreshold: number;
  isAdmin: boolean;
  isManager: boolean;
  canExport: boolean;
  canChangeMentor: boolean;
}

function CourseStudents(props: CourseStudentsProps) {
  const { courseId, certificateThreshold, isAdmin, isManager, canExport, canChangeMentor } = props;
  const table = useCourseStudents(courseId);
  const actions = useStudentActions(courseId, table.refresh);
  const certificates = useCertificateActions(courseId, table.refresh);
  const [selected, setSelected] = useState<{ student: CourseStudent; open: boolean }>();
  const [criteria, setCriteria] = useState<{ open: boolean; key: number }>();
  const [certificateCriteria, setCertificateCriteria] = useState<{ open: boolean; key: number }>();
  const countText = (value: number | undefined) => (value === undefined ? '…' : String(value));
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={24} align="center" justify="space-between">
        <Statistic
          title="Active Students"
          value={`${countText(table.counts.active)} / ${countText(table.counts.all)}`}
        />
        <Flex gap={8} align="center">
          <Switch id="active-students-only" checked={table.activeOnly} onChange={table.setActiveOnly} />
          <label htmlFor="active-students-only">Active Students Only</label>
        </Flex>
      </Flex>
      <Flex wrap gap={16} align="center">
        <Input.Search
          aria-label="Search students"
          placeholder="Search student, mentor, city or country"
          allowClear
          maxLength={FILTER_TEXT_MAX_LENGTH}
          onSearch={table.setSearch}
          style={{ maxWidth: 360 }}
        />
        {canExport && (
          <Button icon={<DownloadOutlined />} onClick={() => void actions.exportCsv(table.activeOnly)}>
            Export CSV
          </Button>
        )}
        {isManager && (
          <Button
            danger
            icon={<StopOutlined />}
            onClick={() => setCriteria((prev) => ({ open: true, key: (prev?.key ?? 0) + 1 }))}
          >
            Expel Students
          </Button>
        )}
        {isManager && (
          <Button
            icon={<SafetyCertificateOutlined />}
            onClick={() => setCertificateCriteria((prev) => ({ open: true, key: (prev?.key ?? 0) + 1 }))}
          >
            Issue Certificates
          </Button>
        )}
      </Flex>
      {table.error && <Alert type="error" showIcon title={problemDetail(table.error)} />}
      <StudentsTable
        students={table.students}
        total={table.total}
        current={table.current}
        order={table.order}
        columnSearch={table.columnSearch}
        loading={table.isLoading}
        filtered={!!table.search || Object.keys(table.columnSearch).length > 0}
        onPage={table.setPage}
        onOrder={table.setOrder}
        onColumnSearch={table.setColumnSearch}
        onMore={(student) => setSelected({ student, open: true })}
      />
      {selected && (
        <StudentDrawer
          key={selected.student.id}
          courseId={courseId}
          student={selected.student}
          open={selected.open}
          canChangeMentor={canChangeMentor}
          canSetAvailability={isManager}
          actions={actions}
          certificate={{ canIssue: isManager, canRemove: isAdmin, actions: certificates }}
          onChange={(student) => setSelected({ student, open: true })}
          onClose={() => setSelected((prev) => prev && { ...prev, open: false })}
        />
      )}
      {criteria && (
        <ExpelCriteriaModal
          key={criteria.key}
          courseId={courseId}
          open={criteria.open}
          onPreview={actions.previewExpel}
          onExpel={actions.bulkExpel}
          onClose={() => setCriteria((prev) => prev && { ...prev, open: false })}
        />
      )}
      {certificateCriteria && (
        <CertificateCriteriaModal
          key={certificateCriteria.key}
          courseId={courseId}
          threshold={certificateThreshold}
          open={certificateCriteria.open}
          onPreview={certificates.preview}
          onIssue={certificates.issueAll}
          onClose={() => setCertificateCriteria((prev) => prev && { ...prev, open: false })}
        />
      )}
    </Flex>
  );
}
