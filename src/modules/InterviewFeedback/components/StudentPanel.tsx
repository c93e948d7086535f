import { Card, Descriptions } from 'antd';

export interface FeedbackStudentView {
  githubId: string;
  name: string;
  totalScore: number;
  rank: number | null;
  cityName: string | null;
  countryName: string | null;
}

// pages.md §3: the screening's side panel — who is interviewed, their position, total score and location.
export function StudentPanel({ student }: { student: FeedbackStudentView }) {
  const place = [student.cityName, student.countryName].filter(Boolean).join(', ');
  return (
    <Card size="small" title="Student">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'student',
            label: 'Student',
            children: (
              <a href={`https://github.com/${student.githubId}`} target="_blank" rel="noreferrer noopener">
                {student.name} ({student.githubId})
              </a>
            ),
          },
          { key: 'rank', label: 'Position', children: student.rank ?? '–' },
          { key: 'score', label: 'Total score', children: student.totalScore },
          { key: 'place', label: 'Location', children: place || '–' },
        ]}
      />
    </Card>
  );
}
