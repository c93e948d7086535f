import { Select } from 'antd';
import { useMemo } from 'react';

import type { ContributorUser } from '@/api/model';
import { useUserSearch } from '@/hooks/useUserSearch';

import { userInPicker } from '../utils';

interface UserSelectProps {
  // Set by Form.Item: the label points at this id.
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  // The contributor's user when editing, so the field reads "githubId (name)" before any search.
  initialUser?: ContributorUser;
}

// pages.md §5 "/admin/contributors": one user, found through the user search.
export function UserSelect({ id, value, onChange, initialUser }: UserSelectProps) {
  const { results, searching, search } = useUserSearch();
  const options = useMemo(() => {
    const users =
      initialUser && !results.some((user) => user.id === initialUser.id) ? [...results, initialUser] : results;
    return users.map((user) => ({ value: user.id, label: userInPicker(user) }));
  }, [initialUser, results]);
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ onSearch: search, filterOption: false }}
      loading={searching}
      notFoundContent={searching ? 'Searching...' : 'Type a GitHub login or a name'}
      placeholder="Search by GitHub login or name"
    />
  );
}
