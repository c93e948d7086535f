import { Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import type { Interview } from '@/api/model';

import { useInterviewPairs } from '../hooks/useInterviewPairs';

// The table, toolbar and modals load in their own chunk; the pairs are requested at once (DESIGN.md "Performance").
const InterviewPairsPanel = dynamic(() => import('./InterviewPairsPanel').then((mod) => mod.InterviewPairsPanel), {
  loading: () => <Skeleton active />,
});

export function LazyPairsPanel(props: { courseId: number; interview: Interview; canManage: boolean }) {
  const pairsOfInterview = useInterviewPairs(props.courseId, props.interview);
  return <InterviewPairsPanel {...props} pairsOfInterview={pairsOfInterview} />;
}
