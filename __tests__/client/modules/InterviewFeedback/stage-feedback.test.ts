import {
  firstOpenStep,
  readStageFeedback,
  stageFeedbackBody,
  suggestedScore,
  withStep,
} from '@/modules/InterviewFeedback/stage-feedback';
import { DEFAULT_QUESTIONS, STAGE_STEPS } from '@/modules/InterviewFeedback/stage-steps';
import { INTERVIEW_TEMPLATES, findTemplate } from '@/modules/InterviewFeedback/templates';

describe('Technical screening feedback (rules.md R10.6)', () => {
  it('has the five steps of pages.md §3 in order', () => {
    expect(STAGE_STEPS.map((step) => step.title)).toEqual([
      'Introduction',
      'Theory',
      'Practice',
      'English',
      'Mentor decision',
    ]);
  });

  it('starts a new feedback at the first step with the default question lists', () => {
    const feedback = readStageFeedback(null);
    expect(firstOpenStep(feedback)).toBe(0);
    expect(feedback.steps.theory.values.questions).toEqual(DEFAULT_QUESTIONS.theory);
    expect(feedback.steps.practice.values.questions).toEqual(DEFAULT_QUESTIONS.practice);
  });

  it('continues a saved draft at the first step not yet saved', () => {
    let feedback = readStageFeedback(null);
    feedback = withStep(feedback, 'introduction', { interviewResult: 'completed' });
    feedback = withStep(feedback, 'theory', { questions: [{ id: 'oop', title: 'OOP', value: 4 }] });
    const reread = readStageFeedback(JSON.parse(JSON.stringify(feedback)));
    expect(firstOpenStep(reread)).toBe(2);
    expect(reread.steps.theory.values.questions).toEqual([{ id: 'oop', title: 'OOP', value: 4 }]);
  });

  it('saves every step before the decision as a draft', () => {
    const feedback = withStep(readStageFeedback(null), 'introduction', { interviewResult: 'completed' });
    expect(stageFeedbackBody(feedback)).toEqual({ version: 1, json: feedback, isCompleted: false, decision: 'draft' });
  });

  it('completes the pair as missed with score 0 when the student did not show up', () => {
    const feedback = withStep(readStageFeedback(null), 'introduction', {
      interviewResult: 'missed',
      missedReason: 'x',
    });
    expect(stageFeedbackBody(feedback)).toMatchObject({ isCompleted: true, decision: 'missed', score: 0 });
  });

  it('completes the pair with the final score and decision, and keeps it completed while earlier steps change', () => {
    let feedback = withStep(readStageFeedback(null), 'introduction', { interviewResult: 'completed' });
    feedback = withStep(feedback, 'decision', { finalScore: 42, decision: 'yes', isGoodCandidate: true });
    expect(stageFeedbackBody(feedback)).toMatchObject({
      isCompleted: true,
      decision: 'yes',
      score: 42,
      isGoodCandidate: true,
    });
    const edited = withStep(feedback, 'english', { selfAssessment: 'B2' });
    expect(stageFeedbackBody(edited)).toMatchObject({ isCompleted: true, decision: 'yes', score: 42 });
  });

  it('proposes the mean rating of the rated questions scaled to the maximum score', () => {
    let feedback = readStageFeedback(null);
    expect(suggestedScore(feedback, 100)).toBeUndefined();
    feedback = withStep(feedback, 'theory', {
      questions: [
        { id: 'a', title: 'A', value: 5 },
        { id: 'b', title: 'B', value: 3 },
        { id: 'c', title: 'C' },
      ],
    });
    feedback = withStep(feedback, 'practice', { questions: [{ id: 'd', title: 'D', value: 4 }] });
    expect(suggestedScore(feedback, 100)).toBe(80);
    expect(suggestedScore(feedback, 50)).toBe(40);
  });
});

describe('Regular interview templates (rules.md R10.1)', () => {
  it('keeps the corejs1, corejs2, react and angular forms as data, every question id unique within its form', () => {
    for (const id of ['corejs1', 'corejs2', 'react', 'angular']) {
      const template = findTemplate(id);
      expect(template?.categories.length).toBeGreaterThan(0);
      const ids = (template?.categories ?? []).flatMap((category) => category.questions.map((question) => question.id));
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(Object.keys(INTERVIEW_TEMPLATES)).toEqual(['corejs1', 'corejs2', 'react', 'angular']);
    expect(findTemplate('unknown')).toBeUndefined();
    expect(findTemplate(null)).toBeUndefined();
  });
});
