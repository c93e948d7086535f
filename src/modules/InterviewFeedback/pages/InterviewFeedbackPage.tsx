import { Alert, Result, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';

import { saveInterviewFeedback, useGetInterviewFeedback } from '@/api/interviews';
import type { InterviewFeedback } from '@/api/model';
import { problemDetail, problemStatus } from '@/hooks/problem';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useFeedbackFlag } from '@/hooks/useFeedbackFlag';

import type { RegularFeedbackBody } from '../regular-feedback';
import type { StageFeedbackBody } from '../stage-feedback';

// The forms load in their own chunk; the feedback is requested at once (DESIGN.md "Performance").
const FeedbackForms = dynamic(() => import('../components/FeedbackForms').then((mod) => mod.FeedbackForms), {
  loading: () => <Skeleton active />,
});

type FeedbackType = 'interview' | 'stage-interview';

interface FeedbackProps {
  courseId: number;
  courseAlias: string;
  pairId: number;
  type: FeedbackType;
}

function FeedbackForm({ courseId, courseAlias, pairId, type, data }: FeedbackProps & { data: InterviewFeedback }) {
  const router = useRouter();
  const onePage = !useFeedbackFlag();
  if (data.status === 'canceled') {
    return <Alert type="warning" showIcon title="This interview was canceled; its feedback can no longer change." />;
  }
  return (
    <FeedbackForms
      type={type}
      data={data}
      onePage={onePage}
      onSave={(body: RegularFeedbackBody | StageFeedbackBody) =>
        saveInterviewFeedback(courseId, pairId, type, { ...body, json: { ...body.json } })
      }
      onDone={() => void router.push(`/course/mentor/interviews?course=${encodeURIComponent(courseAlias)}`)}
      onBack={() => router.back()}
    />
  );
}

function Feedback(props: FeedbackProps) {
  const { data, error } = useGetInterviewFeedback(props.courseId, props.pairId, props.type, {
    swr: { revalidateOnFocus: false, revalidateIfStale: false },
  });
  if (error) {
    return problemStatus(error) === 404 ? (
      <Result status="404" title="Interview not found" subTitle="The link names no interview of yours." />
    ) : (
      <Alert type="error" showIcon title={problemDetail(error)} />
    );
  }
  if (!data) return <Skeleton active />;
  return <FeedbackForm {...props} data={data} />;
}

const TYPES: readonly string[] = ['interview', 'stage-interview'];

// pages.md §3 "/course/interview/[type]/feedback": `?pairId=` names the interview pair; the type picks the form.
export function InterviewFeedbackPage() {
  const { course } = useActiveCourse();
  const router = useRouter();
  if (!course || !router.isReady) return null;
  const type = String(router.query.type);
  const pairId = Number(router.query.pairId);
  if (!TYPES.includes(type) || !Number.isInteger(pairId) || pairId <= 0) {
    return <Result status="404" title="Interview not found" subTitle="The link names no interview." />;
  }
  return <Feedback courseId={course.id} courseAlias={course.alias} pairId={pairId} type={type as FeedbackType} />;
}
