import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, App, Button, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';

import type { MentorDetails } from '@/api/model';
import { problemDetail } from '@/hooks/problem';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import type { MentorRowAction } from '../components/MentorsTable';
import { useCourseMentors } from '../hooks/useCourseMentors';

const MentorsTable = dynamic(() => import('../components/MentorsTable').then((mod) => mod.MentorsTable), {
  loading: () => <Skeleton active />,
});
const MentorStats = dynamic(() => import('../components/MentorStats').then((mod) => mod.MentorStats), {
  loading: () => <Skeleton active />,
});
const AddStudentModal = dynamic(() => import('../components/AddStudentModal').then((mod) => mod.AddStudentModal));

// pages.md §4 "/course/admin/mentors": "Course Mentors" of the active course.
export function CourseMentorsPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  if (!course || !session) return null;
  const isManager = session.isAdmin || hasRoleInCourse(session, course.id, ['manager']);
  return <CourseMentors courseId={course.id} isManager={isManager} />;
}

function CourseMentors({ courseId, isManager }: { courseId: number; isManager: boolean }) {
  const { modal } = App.useApp();
  const { mentors, isLoading, error, activeStudents, actions } = useCourseMentors(courseId);
  const [adding, setAdding] = useState<{ mentor: MentorDetails; open: boolean }>();

  // pages.md §0.3: expel and restore ask first.
  const onAction = (action: MentorRowAction, mentor: MentorDetails) => {
    if (action === 'add-student') return setAdding({ mentor, open: true });
    const expel = action === 'expel';
    void modal.confirm({
      title: expel ? `Expel ${mentor.githubId}?` : `Restore ${mentor.githubId}?`,
      content: expel
        ? 'The mentor leaves the course and his students lose their mentor.'
        : 'The mentor becomes active again; his former students stay without him.',
      okText: expel ? 'Expel' : 'Restore',
      okButtonProps: { danger: expel },
      onOk: () => (expel ? actions.expel(mentor.githubId) : actions.restore(mentor.githubId)).catch(() => undefined),
    });
  };

  return (
    <Flex wrap gap={16} align="flex-start">
      <div style={{ flex: '1 1 220px', maxWidth: 320 }}>
        <MentorStats mentors={mentors} activeStudents={activeStudents} />
      </div>
      <div style={{ flex: '999 1 480px', minWidth: 0 }}>
        <Flex vertical gap={16}>
          <Flex wrap gap={16}>
            <Button icon={<DownloadOutlined />} onClick={() => void actions.exportCsv()}>
              Export CSV
            </Button>
          </Flex>
          {error && <Alert type="error" showIcon title={problemDetail(error)} />}
          <MentorsTable mentors={mentors} loading={isLoading} canManage={isManager} onAction={onAction} />
        </Flex>
      </div>
      {adding && (
        <AddStudentModal
          key={adding.mentor.id}
          courseId={courseId}
          mentor={adding.mentor}
          open={adding.open}
          onSubmit={actions.addStudent}
          onClose={() => setAdding((prev) => prev && { ...prev, open: false })}
        />
      )}
    </Flex>
  );
}
