import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { StageFeedbackForm } from '@/modules/InterviewFeedback/components/StageFeedbackForm';
import { readStageFeedback, type StageFeedbackBody } from '@/modules/InterviewFeedback/stage-feedback';

import { renderWithProviders } from '../../../support/client/render';

const user = userEvent.setup({ delay: null });
jest.setTimeout(90_000);

function renderForm(onePage = false, json: unknown = null) {
  const saved: StageFeedbackBody[] = [];
  const onSave = jest.fn(async (body: StageFeedbackBody) => {
    saved.push(body);
  });
  const onDone = jest.fn();
  renderWithProviders(
    <StageFeedbackForm
      title="Technical screening"
      initial={readStageFeedback(json)}
      maxScore={100}
      onePage={onePage}
      onSave={onSave}
      onDone={onDone}
      student={<div>Student panel</div>}
    />,
  );
  return { saved, onSave, onDone };
}

async function rateAll(stars: number) {
  for (const rate of screen.getAllByRole('radiogroup', { name: /^Rating of/ })) {
    await user.click(within(rate).getAllByRole('radio')[stars - 1]);
  }
}

describe('Technical screening wizard (pages.md §3, rules.md R10.6)', () => {
  it('refuses Next until the introduction is answered, then saves the step as a draft and moves on', async () => {
    const { saved, onDone } = renderForm();
    expect(screen.getByRole('heading', { name: 'Introduction' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Tell whether the interview took place')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: "Yes, it's ok." }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Theory' })).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ version: 1, isCompleted: false, decision: 'draft' });
    expect(saved[0].json.steps.introduction).toEqual({ isCompleted: true, values: { interviewResult: 'completed' } });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('completes as missed with score 0 from the introduction when the student did not show up', async () => {
    const { saved, onDone } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'No, the interview did not take place.' }));
    await user.click(await screen.findByRole('radio', { name: 'The student does not answer the interviewer.' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saved[0]).toMatchObject({ isCompleted: true, decision: 'missed', score: 0 });
  });

  it('asks to rate every question, adds one from the list, and proposes the final score on the decision step', async () => {
    const { saved, onDone } = renderForm(false, {
      steps: {
        introduction: { isCompleted: true, values: { interviewResult: 'completed' } },
        theory: { isCompleted: false, values: { questions: [{ id: 'oop', title: 'OOP' }] } },
      },
    });
    expect(screen.getByRole('heading', { name: 'Theory' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Rate every question')).toBeInTheDocument();
    await rateAll(4);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Practice' })).toBeInTheDocument();
    expect(saved.at(-1)?.json.steps.theory.values.questions).toEqual([{ id: 'oop', title: 'OOP', value: 4 }]);

    await rateAll(4);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'English' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No certificate' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: /interviewer's opinion/ })).getByRole('radio', { name: 'B2' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Mentor decision' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Final score/ })).toHaveValue('80');
    await user.click(screen.getByRole('radio', { name: 'Yes, I will mentor this student.' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment to the student' }), 'Well done');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saved.at(-1)).toMatchObject({ isCompleted: true, decision: 'yes', score: 80 });
    expect(saved.at(-1)?.json.steps.decision.values.commentToStudent).toBe('Well done');
  });

  it('goes Back saving what was typed without marking the step done', async () => {
    const { saved } = renderForm(false, {
      steps: { introduction: { isCompleted: true, values: { interviewResult: 'completed' } } },
    });
    await user.type(screen.getAllByRole('textbox', { name: 'Your comment' })[0], 'Half way');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Introduction' })).toBeInTheDocument();
    expect(saved[0].json.steps.theory).toMatchObject({ isCompleted: false, values: { comment: 'Half way' } });
    expect(saved[0].decision).toBe('draft');
  });

  it('shows every step on one page with ?feedback=off and submits them at once', async () => {
    renderForm(true);
    for (const title of ['Introduction', 'Theory', 'Practice', 'English', 'Mentor decision']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Tell whether the interview took place')).toBeInTheDocument();
    expect(screen.getByText('Enter the final score')).toBeInTheDocument();
  });
});
