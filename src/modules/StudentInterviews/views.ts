import type { StudentInterview } from '@/api/model';
import { contactItems } from '@/components/people/contact-items';

import type { StudentInterviewView } from './components/InterviewCard';

// One card's data from GET .../interviews/students/me (access.md §12): canceled pairs are not shown; the comment is
// the completed pair's (the server sends it only then, R10.6).
export function toStudentInterviewView(entry: StudentInterview): StudentInterviewView {
  const { interview } = entry;
  const pairs = entry.pairs.filter((pair) => pair.status !== 'canceled');
  const completed = pairs.find((pair) => pair.status === 'completed');
  return {
    id: interview.id,
    name: interview.name,
    isStage: interview.type === 'stage-interview',
    description: interview.description,
    descriptionUrl: interview.descriptionUrl,
    startDate: interview.startDate,
    endDate: interview.endDate,
    availability: entry.availability,
    registered: entry.registration !== null,
    decision: completed?.decision ?? null,
    registrationStart: interview.studentRegistrationStartDate ?? interview.startDate,
    interviewers: pairs.map((pair) => ({
      githubId: pair.interviewer.githubId,
      name: pair.interviewer.name,
      contacts: contactItems(pair.interviewer.contacts),
    })),
    commentToStudent: completed?.commentToStudent ?? null,
  };
}
