import { canRegister, interviewStatus } from '@/modules/StudentInterviews/status';

const format = (value: string) => `<${value}>`;

describe('student interview status by availability (rules.md R10.2)', () => {
  it('asks the student to come back once registration opens', () => {
    expect(interviewStatus({ availability: 'future', registered: false, registrationStart: 'D' }, format)).toEqual({
      text: 'Remember to come back and register after <D>!',
      illustration: 'calendar',
    });
  });

  it('invites to register while open, and reassures once registered', () => {
    expect(interviewStatus({ availability: 'available', registered: false }, format).text).toBe(
      'Register and get ready for your exciting interview!',
    );
    expect(interviewStatus({ availability: 'available', registered: true }, format).text).toBe(
      "You're all set! Prepare for your upcoming interview.",
    );
  });

  it('asks to contact the interviewer once paired', () => {
    expect(interviewStatus({ availability: 'distributed', registered: true }, format).text).toBe(
      'Contact your interviewer to schedule the interview as soon as possible!',
    );
  });

  it('words the completed result by the decision', () => {
    const completed = (decision: string | null) =>
      interviewStatus({ availability: 'completed', registered: true, decision }, format).text;
    expect(completed('yes')).toBe('You have your interview result. Congratulations!');
    expect(completed('no')).toMatch(/Stay positive!$/);
    expect(completed('rejected')).toMatch(/Stay positive!$/);
    expect(completed('missed')).toBe('The interview did not take place.');
    expect(completed(null)).toBe('Your interview is complete. Your result is ready.');
  });

  it('offers "Register" only while open and not yet registered', () => {
    expect(canRegister({ availability: 'available', registered: false })).toBe(true);
    expect(canRegister({ availability: 'available', registered: true })).toBe(false);
    for (const availability of ['future', 'distributed', 'completed', 'closed', 'unavailable'] as const) {
      expect(canRegister({ availability, registered: false })).toBe(false);
    }
  });
});
