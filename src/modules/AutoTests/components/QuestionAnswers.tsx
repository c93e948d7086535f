import type { SelfCheckQuestion } from '../utils';

// An answer is text, or a picture when the question says answersType = image (pages.md §2 "image answers").
export function AnswerLabel({
  question,
  answer,
  index,
}: {
  question: SelfCheckQuestion;
  answer: string;
  index: number;
}) {
  if (question.answersType === 'image')
    return <img src={answer} alt={`Answer ${index + 1}`} style={{ maxWidth: 240 }} />;
  return <>{answer}</>;
}
