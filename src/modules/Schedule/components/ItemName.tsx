import type { ScheduleItem } from '@/api/model';

// "Task / Event": a link to the description when there is one.
export function ItemName({ item }: { item: ScheduleItem }) {
  const name = item.tag === 'cross-check-review' ? `${item.name} (review)` : item.name;
  if (!item.descriptionUrl) return <span>{name}</span>;
  return (
    <a href={item.descriptionUrl} target="_blank" rel="noopener noreferrer">
      {name}
    </a>
  );
}

export const scoreText = (item: ScheduleItem) =>
  item.maxScore === null ? '' : `${item.score ?? '–'} / ${item.maxScore}`;
