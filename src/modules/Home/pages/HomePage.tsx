import { Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { rolesInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

const WelcomeCard = dynamic(() => import('@/components/guard/WelcomeCard').then((mod) => mod.WelcomeCard));
const CourseSelector = dynamic(() => import('@/components/course/CourseSelector').then((mod) => mod.CourseSelector));

// The antd Card (with the Tabs it brings) loads in its own chunk (DESIGN.md "Performance").
const ActiveCourseCard = dynamic(() => import('../components/ActiveCourseCard').then((mod) => mod.ActiveCourseCard), {
  loading: () => <Skeleton active />,
});
const CourseLinks = dynamic(() => import('../components/CourseLinks').then((mod) => mod.CourseLinks), {
  loading: () => <Skeleton active />,
});

// pages.md §1 "/": course selector, active course, course links; welcome card without any course.
export function HomePage() {
  const { data: session } = useSession();
  const { course, courses, setActiveCourse } = useActiveCourse({ enabled: !!session });
  if (!session) return null;
  if (courses.length === 0 || !course) return <WelcomeCard />;
  return (
    <Flex vertical gap={16}>
      <CourseSelector course={course} courses={courses} onChange={setActiveCourse} />
      <Flex wrap gap={16}>
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <ActiveCourseCard course={course} roles={rolesInCourse(session, course.id)} isAdmin={session.isAdmin} />
        </div>
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <CourseLinks session={session} course={course} />
        </div>
      </Flex>
    </Flex>
  );
}
