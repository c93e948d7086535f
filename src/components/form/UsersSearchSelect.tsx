import { Select } from 'antd';
import { useMemo, useState } from 'react';

import type { UserName } from '@/api/model';
import { useUserSearch } from '@/hooks/useUserSearch';

import { userInPicker, userOptions } from '../utils';

interface UserSearchSelectProps {
  // Set by Form.Item: the label points at this id.
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  // The group's users when editing, so their tags read "githubId (name)" before any search.
  initialUsers?: readonly UserName[];
}

// pages.md §5 "/admin/user-group": Users (user search, multiple).
export function UserSearchSelect({ id, value = [], onChange, initialUsers = [] }: UserSearchSelectProps) {
  const { results, searching, search } = useUserSearch();
  const [known, setKnown] = useState(() => new Map(initialUsers.map((user) => [user.id, user])));

  const options = useMemo(() => {
    const chosen = value.flatMap((userId) => known.get(userId) ?? []);
    return userOptions(results, chosen).map((user) => ({ value: user.id, label: userInPicker(user) }));
  }, [known, results, value]);

  const change = (next: number[]) => {
    setKnown((prev) => {
      const merged = new Map(prev);
      results.filter((user) => next.includes(user.id)).forEach((user) => merged.set(user.id, user));
      return merged;
    });
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
      loading={searching}
      notFoundContent={searching ? 'Searching...' : 'Type a GitHub login or a name'}
      placeholder="Search by GitHub login or name"
      onBlur={() => search('')}
    />
  );
}
