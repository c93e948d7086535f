import { Select } from 'antd';
import { useState } from 'react';

import type { UserName } from '@/api/model';
import { useUserSearch } from '@/hooks/useUserSearch';

interface UserSearchSelectProps {
  // Set by Form.Item: the label points at this id.
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  // The user already chosen when the form opens (edit), so his name shows before any search.
  initialUser?: UserName | null;
  allowClear?: boolean;
}

export const userSearchLabel = (user: UserName) => (user.name ? `${user.githubId} (${user.name})` : user.githubId);

// One user, found by GET /api/users/search/{text} (login or name prefix); shared by the course admin forms.
export function UserSearchSelect({ id, value, onChange, initialUser, allowClear = true }: UserSearchSelectProps) {
  const { results, searching, search } = useUserSearch();
  const [chosen, setChosen] = useState<UserName | undefined>(initialUser ?? undefined);
  const known = chosen && !results.some((user) => user.id === chosen.id) ? [chosen] : [];
  const options = [...results, ...known].map((user) => ({ value: user.id, label: userSearchLabel(user) }));
  const change = (userId: number | undefined) => {
    setChosen(results.find((user) => user.id === userId) ?? (userId === chosen?.id ? chosen : undefined));
    onChange?.(userId ?? null);
  };
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={change}
      options={options}
      allowClear={allowClear}
      showSearch={{ onSearch: search, filterOption: false }}
      loading={searching}
      notFoundContent={searching ? 'Searching...' : 'Type a GitHub login or a name'}
      placeholder="Search by GitHub login or name"
    />
  );
}
