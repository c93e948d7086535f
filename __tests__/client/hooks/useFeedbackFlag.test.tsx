import { render, screen } from '@testing-library/react';

import { FeedbackFlagProvider } from '@/components/FeedbackFlagProvider';
import { parseFeedbackFlag } from '@/hooks/feedback-flag';
import { useFeedbackFlag } from '@/hooks/useFeedbackFlag';

function FlagProbe() {
  return <p>{useFeedbackFlag() ? 'feedback on' : 'feedback off'}</p>;
}

describe('feedback flag (pages.md §0.3)', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('parses on/off with "on" as the default', () => {
    expect(parseFeedbackFlag(undefined)).toBe(true);
    expect(parseFeedbackFlag('on')).toBe(true);
    expect(parseFeedbackFlag('whatever')).toBe(true);
    expect(parseFeedbackFlag('off')).toBe(false);
  });

  it('is on without the query parameter', () => {
    render(
      <FeedbackFlagProvider>
        <FlagProbe />
      </FeedbackFlagProvider>,
    );
    expect(screen.getByText('feedback on')).toBeInTheDocument();
  });

  it('is off with ?feedback=off on first load', () => {
    window.history.replaceState({}, '', '/?feedback=off');
    render(
      <FeedbackFlagProvider>
        <FlagProbe />
      </FeedbackFlagProvider>,
    );
    expect(screen.getByText('feedback off')).toBeInTheDocument();
  });

  it('is read once: a later URL change does not flip it', () => {
    window.history.replaceState({}, '', '/?feedback=off');
    const { rerender } = render(
      <FeedbackFlagProvider>
        <FlagProbe />
      </FeedbackFlagProvider>,
    );
    window.history.replaceState({}, '', '/?feedback=on');
    rerender(
      <FeedbackFlagProvider>
        <FlagProbe />
      </FeedbackFlagProvider>,
    );
    expect(screen.getByText('feedback off')).toBeInTheDocument();
  });
});
