import { Select } from 'antd';
import { useCallback, useState } from 'react';

import { searchCourseMentors } from '@/api/course-mentors';
import type { MentorSearchItem } from '@/api/model';
import { useTextSearch } from '@/hooks/useTextSearch';

interface MentorPickerProps {
  courseId: number;
  id?: string;
  value?: number;
  onChange?: (mentorId: number | undefined) => void;
}

// An active mentor of the course by mentor id (the review assignment stores the mentor record, not the login).
export function MentorPicker({ courseId, id, value, onChange }: MentorPickerProps) {
  const find = useCallback((text: string) => searchCourseMentors(courseId, text), [courseId]);
  const { results, searching, search } = useTextSearch(find);
  const [chosen, setChosen] = useState<MentorSearchItem>();
  const options = [...results, ...(chosen && !results.some((m) => m.id === chosen.id) ? [chosen] : [])];
  return (
    <Select<number>
      id={id}
      value={value}
      allowClear
      onChange={(mentorId) => {
        setChosen(options.find((mentor) => mentor.id === mentorId));
        onChange?.(mentorId);
      }}
      options={options.map((mentor) => ({ value: mentor.id, label: `${mentor.name} (${mentor.githubId})` }))}
      showSearch={{ onSearch: search, filterOption: false }}
      loading={searching}
      placeholder="Search a mentor by login or name"
      notFoundContent={searching ? 'Searching...' : 'Type a GitHub login or a name'}
    />
  );
}
