import { Col, Row } from 'antd';

import type { MentorPairView } from './InterviewStudentRow';
import { MentorInterviewCard, type MentorInterviewView } from './MentorInterviewCard';

interface MentorInterviewGridProps {
  interviews: MentorInterviewView[];
  courseId: number;
  courseAlias: string;
  timeZone: string;
  now: number;
  onReject: (pair: MentorPairView) => Promise<unknown>;
  onTransfer: (interviewId: number, pairId: number, interviewerGithubId: string) => Promise<unknown>;
}

// The cards, lists and the transfer modal load in their own chunk (DESIGN.md "Performance").
export function MentorInterviewGrid({ interviews, onTransfer, ...card }: MentorInterviewGridProps) {
  return (
    <Row gutter={[16, 16]}>
      {interviews.map((interview) => (
        <Col key={interview.id} xs={24} xl={12}>
          <MentorInterviewCard
            {...card}
            interview={interview}
            onTransfer={(pairId, interviewer) => onTransfer(interview.id, pairId, interviewer)}
          />
        </Col>
      ))}
    </Row>
  );
}
