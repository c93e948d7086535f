import { Select } from 'antd';
import { useState } from 'react';

import type { UserName } from '@/api/model';
import { useUserSearch } from '@/hooks/useUserSearch';

import { MAX_RECIPIENTS } from '../constants';

interface RecipientsSelectProps {
  // Set by Form.Item: the label points at this id.
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  // People already chosen (the ?githubId= pre-fill), so their names show before any search.
  known?: UserName[];
  // The sender: nobody thanks himself (R17.2).
  excludeUserId?: number;
}

export const recipientLabel = (user: UserName) => (user.name ? `${user.name} (${user.githubId})` : user.githubId);

// pages.md §9 "/gratitude" Person: 1..5 people found by GET /api/users/search/{text} (login or name prefix).
export function RecipientsSelect({ id, value, onChange, known = [], excludeUserId }: RecipientsSelectProps) {
  const { results, searching, search } = useUserSearch();
  const [chosen, setChosen] = useState<UserName[]>([]);
  const everyone = new Map([...known, ...chosen, ...results].map((user) => [user.id, user]));
  const selected = value ?? [];
  const offered = [...results, ...selected.map((userId) => everyone.get(userId))].filter(
    (user, index, all): user is UserName =>
      !!user && user.id !== excludeUserId && all.findIndex((other) => other?.id === user.id) === index,
  );
  const change = (userIds: number[]) => {
    setChosen(userIds.map((userId) => everyone.get(userId)).filter((user): user is UserName => !!user));
    onChange?.(userIds);
  };
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      maxCount={MAX_RECIPIENTS}
      value={selected}
      onChange={change}
      options={offered.map((user) => ({ value: user.id, label: recipientLabel(user) }))}
      showSearch={{ onSearch: search, filterOption: false }}
      loading={searching}
      notFoundContent={searching ? 'Searching...' : 'Type a GitHub login or a name'}
      placeholder="Search by GitHub login or name"
    />
  );
}
