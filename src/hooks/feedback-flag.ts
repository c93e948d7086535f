import { createContext } from 'react';

// pages.md §0.3: ?feedback=on|off, default on.
export function parseFeedbackFlag(value: string | null | undefined): boolean {
  return value !== 'off';
}

export const FeedbackFlagContext = createContext<boolean>(true);
