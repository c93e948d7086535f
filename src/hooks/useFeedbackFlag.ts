import { useContext } from 'react';

import { FeedbackFlagContext } from './feedback-flag';

export function useFeedbackFlag(): boolean {
  return useContext(FeedbackFlagContext);
}
