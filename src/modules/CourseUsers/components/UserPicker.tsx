import { Select } from 'antd';
import { useState } from 'react';

import type { UserName } from '@/api/model';
import { useUserSearch } from '@/hooks/useUserSearch';

import { userLabel } from '../utils';

interface UserPickerProps {
  // Set by Form.Item: the label points at this id.
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
}

// One user, found by GET /api/users/search/{text} (login or name prefix).
export function UserPicker({ id, value, onChange }: UserPickerProps) {
  const { results, searching, search } = useUserSearch();
  const [chosen, setChosen] = useState<UserName>();
  const options = [...results, ...(chosen && !results.some((user) => user.id === chosen.id) ? [chosen] : [])].map(
    (user) => ({ value: user.id, label: userLabel(user) }),
  );
  const change = (userId: number) => {
    setChosen(results.find((user) => user.id === userId));
    onChange?.(userId);
  };
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={change}
      options={options}
      showSearch={{ onSearch: search, filterOption: false }}
      loading={searching}
      notFoundContent={searching ? 'Searching...' : 'Type a GitHub login or a name'}
      placeholder="Search by GitHub login or name"
    />
  );
}
