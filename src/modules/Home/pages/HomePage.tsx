import { Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { useMentorInvitations } from '../hooks/useMentorInvitations';

// Cards, alerts, statistics and the result load in their own chunks (DESIGN.md "Performance").
const CourseSelector = dynamic(() => import('@/components/course/CourseSelector').then((mod) => mod.CourseSelector));
const CourseLinks = dynamic(() => import('../components/CourseLinks').then((mod) => mod.CourseLinks), {
  loading: () => <Skeleton active />,
});
const StudentPanels = dynamic(() => import('../components/StudentPanels').then((mod) => mod.StudentPanels), {
  loading: () => <Skeleton active />,
});
const MentorInvitations = dynamic(() => import('../components/MentorInvitations').then((mod) => mod.MentorInvitations));
const HomeAlerts = dynamic(() => import('../components/HomeAlerts').then((mod) => mod.HomeAlerts));
const NoActiveCourse = dynamic(() => import('../components/NoActiveCourse').then((mod) => mod.NoActiveCourse));

const column = { flex: '1 1 320px', minWidth: 0 };

// pages.md §1 "/": invitations, course selector and links; the student's stats and mentor; or, without an active
// course, the registrations.
export function HomePage() {
  const { data: session } = useSession();
  const { course, courses, loaded, setActiveCourse } = useActiveCourse({ enabled: !!session });
  const invitations = useMentorInvitations(session, loaded && !course);
  if (!session || !loaded) return null;
  const isStudent = !!course && hasRoleInCourse(session, course.id, ['student']);
  // Without an active course the invitations are the result's "Confirm <course>" buttons instead.
  const invitedTo = course ? invitations.pending : [];
  return (
    <Flex vertical gap={16}>
      <HomeAlerts courseId={course?.id} />
      {(invitedTo.length > 0 || invitations.mentorsWanted) && (
        <MentorInvitations pending={invitedTo} mentorsWanted={invitations.mentorsWanted} />
      )}
      {!course ? (
        <NoActiveCourse studentRegistrationOpen={invitations.studentRegistrationOpen} pending={invitations.pending} />
      ) : (
        <Flex wrap gap={16} align="flex-start">
          <Flex vertical gap={16} style={column}>
            <CourseSelector course={course} courses={courses} onChange={setActiveCourse} />
            <CourseLinks session={session} course={course} />
          </Flex>
          {isStudent && (
            <div style={{ ...column, flexGrow: 2 }}>
              <StudentPanels courseId={course.id} />
            </div>
          )}
        </Flex>
      )}
    </Flex>
  );
}
