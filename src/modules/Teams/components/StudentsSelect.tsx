import { Select } from 'antd';
import { useCallback, useState } from 'react';

import type { TeamStudent } from '@/api/model';
import { getStudentsWithoutTeam } from '@/api/team-distributions';
import { useTextSearch } from '@/hooks/useTextSearch';

interface StudentsSelectProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  courseId: number;
  distributionId: number;
  // The team's members when the form opens (edit), so their names show before any search.
  initialStudents?: TeamStudent[];
}

const label = (student: TeamStudent) => (student.name ? `${student.githubId} (${student.name})` : student.githubId);

// Manager's member picker (rules.md R12.3, R12.5): current members plus students without a team, found on the server.
export function StudentsSelect({
  id,
  value,
  onChange,
  courseId,
  distributionId,
  initialStudents,
}: StudentsSelectProps) {
  const find = useCallback(
    async (text: string) =>
      (await getStudentsWithoutTeam(courseId, distributionId, { current: 1, pageSize: 20, search: text })).items,
    [courseId, distributionId],
  );
  const { results, searching, search } = useTextSearch<TeamStudent>(find);
  const [known, setKnown] = useState<TeamStudent[]>(initialStudents ?? []);
  const all = [...known, ...results.filter((student) => !known.some((item) => item.id === student.id))];
  const change = (ids: number[]) => {
    setKnown(all.filter((student) => ids.includes(student.id)));
    onChange?.(ids);
  };
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={change}
      options={all.map((student) => ({ value: student.id, label: label(student) }))}
      showSearch={{ onSearch: search, filterOption: false }}
      loading={searching}
      notFoundContent={searching ? 'Searching...' : 'Type a GitHub login or a name'}
      placeholder="Search students without a team"
    />
  );
}
