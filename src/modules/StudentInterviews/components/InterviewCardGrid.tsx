import { Col, Row } from 'antd';

import { InterviewCard, type StudentInterviewView } from './InterviewCard';

interface InterviewCardGridProps {
  interviews: StudentInterviewView[];
  timeZone: string;
  registering: number | undefined;
  onRegister: (interview: StudentInterviewView) => void;
}

// The cards (antd Card, Descriptions, Tag) load in their own chunk (DESIGN.md "Performance").
export function InterviewCardGrid({ interviews, timeZone, registering, onRegister }: InterviewCardGridProps) {
  return (
    <Row gutter={[16, 16]}>
      {interviews.map((interview) => (
        <Col key={interview.id} xs={24} lg={12}>
          <InterviewCard
            interview={interview}
            timeZone={timeZone}
            registering={registering === interview.id}
            onRegister={onRegister}
          />
        </Col>
      ))}
    </Row>
  );
}
