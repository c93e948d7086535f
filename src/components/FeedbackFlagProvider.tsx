import { useEffect, useState, type ReactNode } from 'react';

import { FeedbackFlagContext, parseFeedbackFlag } from '@/hooks/feedback-flag';

// pages.md §0.3: ?feedback=on|off, read once on first load (default on).
export function FeedbackFlagProvider({ children }: { children: ReactNode }) {
  const [enabled, setEnabled] = useState(true);
  useEffect(() => {
    setEnabled(parseFeedbackFlag(new URLSearchParams(window.location.search).get('feedback')));
  }, []);
  return <FeedbackFlagContext.Provider value={enabled}>{children}</FeedbackFlagContext.Provider>;
}
