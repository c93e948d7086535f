import { Flex } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';

import { useGetOpenCourses } from '@/api/courses';
import { buildLoginRedirect } from '@/hooks/login-url';
import { problemDetail } from '@/hooks/problem';
import { useSession } from '@/hooks/useSession';

import { LoadingBlock } from '../components/LoadingBlock';
import { NO_COURSES_TEXT } from '../constants';

// Each visitor needs one of these views; the form (Form, Select, Steps) must not weigh on the first load.
const StudentRegistration = dynamic(
  () => import('../components/StudentRegistration').then((m) => m.StudentRegistration),
  {
    loading: LoadingBlock,
  },
);
const SignInToRegister = dynamic(() => import('../components/SignInToRegister').then((m) => m.SignInToRegister), {
  loading: LoadingBlock,
});
const PageResult = dynamic(() => import('../components/PageResult').then((m) => m.PageResult));

// pages.md §6 "/registry/student": public. The session is read but a 401 only means "anonymous", never a redirect.
export function StudentRegistryPage() {
  const { asPath } = useRouter();
  const session = useSession();
  const openCourses = useGetOpenCourses({ swr: { revalidateOnFocus: false } });
  const courses = openCourses.data ?? [];

  let content;
  if (openCourses.isLoading || session.isLoading) content = <LoadingBlock />;
  else if (openCourses.error) content = <PageResult status="error" title={problemDetail(openCourses.error)} />;
  else if (courses.length === 0) content = <PageResult status="info" title={NO_COURSES_TEXT} />;
  else if (session.data) content = <StudentRegistration session={session.data} courses={courses} />;
  else content = <SignInToRegister courses={courses} loginHref={buildLoginRedirect(asPath)} />;

  return (
    <Flex justify="center">
      <div style={{ width: '100%', maxWidth: 800 }}>{content}</div>
    </Flex>
  );
}
