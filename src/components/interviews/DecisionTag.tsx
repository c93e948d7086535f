import { Tag } from 'antd';

// The interviewer's decision on a pair (data-model.md `interview_decision`), in words, shared by the mentor's cards
// and the managers' tables (pages.md §3, §4). Colour never carries it alone (pages.md §15).
export const DECISION_LABELS: Record<string, string> = {
  yes: 'Mentoring',
  no: 'Not mentoring',
  draft: 'Draft',
  missed: 'Missed',
  rejected: 'Rejected',
};

const DECISION_COLORS: Record<string, string> = {
  yes: 'green',
  no: 'orange',
  draft: 'default',
  missed: 'red',
  rejected: 'red',
};

export function decisionLabel(decision: string | null | undefined, isCompleted: boolean): string {
  if (decision && DECISION_LABELS[decision]) return DECISION_LABELS[decision];
  return isCompleted ? 'Completed' : 'Not completed';
}

export function DecisionTag({ decision, isCompleted }: { decision: string | null | undefined; isCompleted: boolean }) {
  const color = decision ? DECISION_COLORS[decision] : isCompleted ? 'green' : 'default';
  return <Tag color={color}>{decisionLabel(decision, isCompleted)}</Tag>;
}
