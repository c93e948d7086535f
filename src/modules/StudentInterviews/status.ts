// rules.md R10.2: the student-facing status of an interview (`availability`), as a sentence and an illustration.
export type InterviewAvailability = 'future' | 'available' | 'distributed' | 'completed' | 'closed' | 'unavailable';
export type InterviewIllustration =
  'calendar' | 'register' | 'ready' | 'contact' | 'success' | 'result' | 'closed' | 'blocked';

export interface StudentInterviewState {
  availability: InterviewAvailability;
  registered: boolean;
  // The decision of the completed pair, when there is one.
  decision?: string | null;
  registrationStart?: string;
}

export interface InterviewStatus {
  text: string;
  illustration: InterviewIllustration;
}

export function interviewStatus(state: StudentInterviewState, formatDate: (value: string) => string): InterviewStatus {
  switch (state.availability) {
    case 'future':
      return {
        text: state.registrationStart
          ? `Remember to come back and register after ${formatDate(state.registrationStart)}!`
          : 'Registration has not started yet.',
        illustration: 'calendar',
      };
    case 'available':
      return state.registered
        ? { text: "You're all set! Prepare for your upcoming interview.", illustration: 'ready' }
        : { text: 'Register and get ready for your exciting interview!', illustration: 'register' };
    case 'distributed':
      return {
        text: 'Contact your interviewer to schedule the interview as soon as possible!',
        illustration: 'contact',
      };
    case 'completed':
      return completedStatus(state.decision);
    case 'closed':
      return state.registered
        ? {
            text: 'The interview period is over. No interviewer was assigned to you this time.',
            illustration: 'closed',
          }
        : { text: 'The interview period is over.', illustration: 'closed' };
    case 'unavailable':
      return { text: 'This interview is not available to you.', illustration: 'blocked' };
  }
}

function completedStatus(decision: string | null | undefined): InterviewStatus {
  switch (decision) {
    case 'yes':
      return { text: 'You have your interview result. Congratulations!', illustration: 'success' };
    case 'no':
    case 'rejected':
      return {
        text: 'Your interview result is ready. Mistakes are proof that you are trying. Stay positive!',
        illustration: 'result',
      };
    case 'missed':
      return { text: 'The interview did not take place.', illustration: 'closed' };
    default:
      return { text: 'Your interview is complete. Your result is ready.', illustration: 'result' };
  }
}

// pages.md §2: "Register" only while registration is open and the student has not registered yet.
export function canRegister(state: StudentInterviewState): boolean {
  return state.availability === 'available' && !state.registered;
}
