import { Alert, Result, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useMemo } from 'react';

import { saveInterviewFeedback, useGetInterviewFeedback } from '@/api/interviews';
import type { InterviewFeedback } from '@/api/model';
import { problemDetail, problemStatus } from '@/hooks/problem';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useFeedbackFlag } from '@/hooks/useFeedbackFlag';

import { readRegularFeedback, type RegularFeedbackBody } from '../regular-feedback';
import { readStageFeedback, type StageFeedbackBody } from '../stage-feedback';
import { findTemplate } from '../templates';

// The forms load in their own chunks; the feedback is requested at once (DESIGN.md "Performance").
const loading = () => <Skeleton active />;
const StageFeedbackForm = dynamic(
  () => import('../components/StageFeedbackForm').then((mod) => mod.StageFeedbackForm),
  { loading },
);
const RegularFeedbackForm = dynamic(
  () => import('../components/RegularFeedbackForm').then((mod) => mod.RegularFeedbackForm),
  { loading },
);
const StudentPanel = dynamic(() => import('../components/StudentPanel').then((mod) => mod.StudentPanel), { loading });

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
  const save = (body: RegularFeedbackBody | StageFeedbackBody) =>
    saveInterviewFeedback(courseId, pairId, type, { ...body, json: { ...body.json } });
  const backToInterviews = () =>
    void router.push(`/course/mentor/interviews?course=${encodeURIComponent(courseAlias)}`);
  const stage = useMemo(() => readStageFeedback(data.feedback?.json), [data.feedback]);
  const regular = useMemo(() => readRegularFeedback(data.feedback?.json), [data.feedback]);
  if (data.status === 'canceled') {
    return <Alert type="warning" showIcon title="This interview was canceled; its feedback can no longer change." />;
  }
  if (type === 'stage-interview') {
    return (
      <StageFeedbackForm
        title="Technical screening"
        initial={stage}
        maxScore={data.maxScore}
        onePage={onePage}
        onSave={save}
        onDone={backToInterviews}
        student={<StudentPanel student={data.student} />}
      />
    );
  }
  const template = findTemplate(data.template);
  return (
    <RegularFeedbackForm
      title={`${template?.name ?? data.template ?? data.interviewName}: Interview Feedback`}
      student={<StudentPanel student={data.student} />}
      template={template}
      initial={regular}
      maxScore={data.maxScore}
      onSave={save}
      onDone={backToInterviews}
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
