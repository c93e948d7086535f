import { Select } from 'antd';
import { useState } from 'react';

import type { StudentSearchItem } from '@/api/model';
import { useStudentSearch } from '@/hooks/useStudentSearch';

interface StudentsSelectProps {
  // Set by Form.Item: the label points at this id.
  id?: string;
  courseId: number;
  value?: number[];
  onChange?: (value: number[]) => void;
}

const label = (student: StudentSearchItem) => `${student.githubId} (${student.name})`;

// pages.md §3: students the mentor already knows and wants to take (active, without a mentor).
export function StudentsSelect({ id, courseId, value = [], onChange }: StudentsSelectProps) {
  const { results, search } = useStudentSearch(courseId);
  const [chosen, setChosen] = useState<StudentSearchItem[]>([]);
  const options = [...chosen.filter((student) => value.includes(student.id)), ...results]
    .filter((student, index, all) => all.findIndex((other) => other.id === student.id) === index)
    .map((student) => ({ value: student.id, label: label(student) }));

  const change = (next: number[]) => {
    setChosen((prev) => [...prev, ...results].filter((student) => next.includes(student.id)));
    onChange?.(next);
  };

  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={change}
      options={options}
      showSearch={{ onSearch: search, filterOption: false }}
      notFoundContent="Type a GitHub login or a name"
      placeholder="Search students by GitHub login or name"
    />
  );
}
