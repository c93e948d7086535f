import { ResultPage } from '@/components/ResultPage';

// pages.md §0.3 "Result pages".
export function NotFoundPage() {
  return <ResultPage status={404} />;
}
