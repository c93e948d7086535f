import { Select } from 'antd';
import { useMemo, useState } from 'react';

import type { UserName } from '@/api/model';
import { useUserSearch } from '@/hooks/useUserSearch';

import { userSearchLabel } from './UserSearchSelect';

interface UsersSearchSelectProps {
  // Set by Form.Item: the label points at this id.
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  // The users already chosen when the form opens (edit), so their tags read "githubId (name)" before any search.
  initialUsers?: readonly UserName[];
  // Every user the picker knows by id (chosen or found), for a caller that names the chosen users elsewhere.
  onKnownChange?: (known: ReadonlyMap<number, UserName>) => void;
}

// Several users, found by the user search (login or name prefix); the multiple twin of UserSearchSelect, shared by
// /admin/user-group and the /admin/notifications "Send message" form.
export function UsersSearchSelect({
  id,
  value = [],
  onChange,
  initialUsers = [],
  onKnownChange,
}: UsersSearchSelectProps) {
  const { results, searching, search } = useUserSearch();
  const [known, setKnown] = useState(() => new Map(initialUsers.map((user) => [user.id, user])));

  // Options: the search results, then the chosen users the results do not contain (so their tags keep their labels).
  const options = useMemo(() => {
    const ids = new Set(results.map((user) => user.id));
    const chosen = value.flatMap((userId) => known.get(userId) ?? []).filter((user) => !ids.has(user.id));
    return [...results, ...chosen].map((user) => ({ value: user.id, label: userSearchLabel(user) }));
  }, [known, results, value]);

  const change = (next: number[]) => {
    const merged = new Map(known);
    results.filter((user) => next.includes(user.id)).forEach((user) => merged.set(user.id, user));
    setKnown(merged);
    onKnownChange?.(merged);
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
