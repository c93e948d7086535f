import { useMemo } from 'react';

import type { InterviewFeedback } from '@/api/model';

import { readRegularFeedback, type RegularFeedbackBody } from '../regular-feedback';
import { readStageFeedback, type StageFeedbackBody } from '../stage-feedback';
import { findTemplate } from '../templates';

import { RegularFeedbackForm } from './RegularFeedbackForm';
import { StageFeedbackForm } from './StageFeedbackForm';
import { StudentPanel } from './StudentPanel';

interface FeedbackFormsProps {
  type: 'interview' | 'stage-interview';
  data: InterviewFeedback;
  onePage: boolean;
  onSave: (body: RegularFeedbackBody | StageFeedbackBody) => Promise<unknown>;
  onDone: () => void;
  onBack: () => void;
}

// The form of the pair's type, with its saved answers; the forms, their question lists and templates load in this
// chunk, not with the page (DESIGN.md "Performance").
export function FeedbackForms({ type, data, onePage, onSave, onDone, onBack }: FeedbackFormsProps) {
  const json = data.feedback?.json;
  const stage = useMemo(() => readStageFeedback(json), [json]);
  const regular = useMemo(() => readRegularFeedback(json), [json]);
  const student = <StudentPanel student={data.student} />;
  if (type === 'stage-interview') {
    return (
      <StageFeedbackForm
        title="Technical screening"
        initial={stage}
        maxScore={data.maxScore}
        onePage={onePage}
        onSave={onSave}
        onDone={onDone}
        student={student}
      />
    );
  }
  const template = findTemplate(data.template);
  return (
    <RegularFeedbackForm
      title={`${template?.name ?? data.template ?? data.interviewName}: Interview Feedback`}
      student={student}
      template={template}
      initial={regular}
      maxScore={data.maxScore}
      onSave={onSave}
      onDone={onDone}
      onBack={onBack}
    />
  );
}
