import { Alert, Result, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';

import { problemDetail } from '@/hooks/problem';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useNotify } from '@/hooks/useNotify';
import { useSession } from '@/hooks/useSession';

import { useRecommendationLetter } from '../hooks/useRecommendationLetter';

// The form (radios, selects, text areas) loads in its own chunk, keeping the page's first load under 300 kB.
const LetterForm = dynamic(() => import('../components/LetterForm').then((module) => module.LetterForm), {
  loading: () => <Skeleton active />,
});

export const SAVED_TEXT = 'The recommendation letter is saved.';

function Letter({ studentId, author, backUrl }: { studentId: number; author: string; backUrl: string }) {
  const router = useRouter();
  const notify = useNotify();
  const { student, letter, loading, error, save } = useRecommendationLetter(studentId, author);
  if (error) return <Alert type="error" showIcon title={problemDetail(error)} />;
  if (loading || !student) return <Skeleton active />;
  return (
    <LetterForm
      key={letter?.id ?? 'new'}
      student={student}
      letter={letter}
      onSave={async (input) => {
        try {
          await save(input);
        } catch (failure) {
          notify.error(failure);
          throw failure;
        }
        notify.success(SAVED_TEXT);
        await router.push(backUrl);
      }}
      onCancel={() => void router.push(backUrl)}
    />
  );
}

// pages.md §3 "/course/mentor/feedback?studentId=": the mentor's recommendation letter, created or updated.
export function RecommendationLetterPage() {
  const router = useRouter();
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  if (!session || !course) return null;
  // pages.md §0.1: the guard lets an admin in; without the mentor role the page says whom it is for.
  if (!hasRoleInCourse(session, course.id, ['mentor'])) {
    return <Result status="info" title="This page is for mentors of the course" />;
  }
  const backUrl = `/course/mentor/students?course=${encodeURIComponent(course.alias)}`;
  const studentId = Number(router.query.studentId);
  if (!Number.isInteger(studentId) || studentId <= 0) {
    return <Result status="warning" title="Choose a student first" extra={<Link href={backUrl}>Your students</Link>} />;
  }
  return <Letter studentId={studentId} author={session.githubId} backUrl={backUrl} />;
}
