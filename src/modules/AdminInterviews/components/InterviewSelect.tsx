import { Select } from 'antd';

import type { Interview } from '@/api/model';

interface InterviewSelectProps {
  interviews: Interview[];
  value: number;
  onChange: (interviewId: number) => void;
}

// pages.md §4 "/course/admin/interviews": which regular interview the table shows.
export function InterviewSelect({ interviews, value, onChange }: InterviewSelectProps) {
  return (
    <Select
      id="interview-select"
      value={value}
      onChange={onChange}
      options={interviews.map((item) => ({ value: item.id, label: item.name }))}
    />
  );
}
