import { ResultPage } from '@/components/ResultPage';

// pages.md §0.3 "Result pages".
export function ServerErrorPage() {
  return <ResultPage status={500} />;
}
