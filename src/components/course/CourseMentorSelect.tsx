import { Select } from 'antd';
import { useCallback, useState } from 'react';

import type { MentorSearchItem } from '@/api/model';
import { searchCourseMentors } from '@/api/course-mentors';
import { useTextSearch } from '@/hooks/useTextSearch';

interface CourseMentorSelectProps {
  courseId: number;
  // Set by Form.Item: the label points at this id.
  id?: string;
  value?: string;
  onChange?: (githubId: string | undefined) => void;
}

// One active mentor of the course, by login or name prefix (access.md §6 GET .../mentors/search/{searchText}).
export function CourseMentorSelect({ courseId, id, value, onChange }: CourseMentorSelectProps) {
  const find = useCallback((text: string) => searchCourseMentors(courseId, text), [courseId]);
  const { results, searching, search } = useTextSearch(find);
  const [chosen, setChosen] = useState<MentorSearchItem>();
  const options = [...results, ...(chosen && !results.some((m) => m.githubId === chosen.githubId) ? [chosen] : [])];
  return (
    <Select<string>
      id={id}
      value={value}
      allowClear
      onChange={(githubId) => {
        setChosen(options.find((mentor) => mentor.githubId === githubId));
        onChange?.(githubId);
      }}
      options={options.map((mentor) => ({ value: mentor.githubId, label: `${mentor.name} (${mentor.githubId})` }))}
      showSearch={{ onSearch: search, filterOption: false }}
      loading={searching}
      notFoundContent={searching ? 'Searching...' : 'Type a GitHub login or a name'}
    />
  );
}
