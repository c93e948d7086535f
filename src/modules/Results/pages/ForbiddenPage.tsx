import { ResultPage } from '@/components/ResultPage';

// pages.md §0.3 "Result pages".
export function ForbiddenPage() {
  return <ResultPage status={403} />;
}
