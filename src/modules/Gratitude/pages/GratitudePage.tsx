import { Card, Empty, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';

import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { useRecipientPrefill } from '../hooks/useRecipientPrefill';

// The form's Select, Radio and TextArea load in their own chunk.
const GratitudeForm = dynamic(() => import('../components/GratitudeForm').then((mod) => mod.GratitudeForm), {
  loading: () => <Skeleton active />,
});

// pages.md §9 "/gratitude": say thank you to 1..5 people of one of my courses; `?githubId=` pre-fills the person.
export function GratitudePage() {
  const router = useRouter();
  const { data: session } = useSession();
  const { course, courses } = useActiveCourse();
  const githubId = typeof router.query.githubId === 'string' ? router.query.githubId : undefined;
  const prefill = useRecipientPrefill(githubId);

  return (
    <Card style={{ maxWidth: 800, margin: '0 auto' }} title="#gratitude">
      {!session || prefill.loading ? (
        <Skeleton active />
      ) : courses.length === 0 ? (
        <Empty description="You can say thank you in a course you take part in." />
      ) : (
        <GratitudeForm
          courses={courses}
          initialCourseId={course?.id ?? courses[0].id}
          initialRecipient={prefill.user}
          senderId={session.id}
        />
      )}
    </Card>
  );
}
