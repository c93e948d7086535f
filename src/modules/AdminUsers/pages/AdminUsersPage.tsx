import { Alert, Flex, Input, Skeleton, theme } from 'antd';
import dynamic from 'next/dynamic';

import { problemDetail } from '@/hooks/problem';
import { useSession } from '@/hooks/useSession';

import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH } from '../constants';
import { useUserDirectory } from '../hooks/useUserDirectory';

// The antd Table is the heaviest dependency of the page; it loads in its own chunk.
const UsersTable = dynamic(() => import('../components/UsersTable').then((mod) => mod.UsersTable), {
  loading: () => <Skeleton active />,
});

// pages.md §5 "/admin/users": "Search by github or name" + "Search", then the users found (at most 20, R22.1).
export function AdminUsersPage() {
  const { token } = theme.useToken();
  const { data: session } = useSession();
  const { query, searched, users, error, isLoading, search, setFlag, isSaving } = useUserDirectory();
  return (
    <Flex vertical gap={16}>
      <Input.Search
        aria-label="Search by github or name"
        placeholder="Search by github or name"
        enterButton="Search"
        maxLength={MAX_QUERY_LENGTH}
        allowClear
        onSearch={search}
        style={{ maxWidth: 480 }}
      />
      {/* A span in the secondary colour: antd Typography would bring its Tooltip and TextArea to the first load. */}
      {query && !searched && (
        <span style={{ color: token.colorTextSecondary }}>Type at least {MIN_QUERY_LENGTH} characters to search.</span>
      )}
      {error && <Alert type="error" showIcon title={problemDetail(error)} />}
      {searched && (
        <UsersTable
          users={users}
          loading={isLoading}
          isAdmin={!!session?.isAdmin}
          onFlagChange={(user, flag, value) => void setFlag(user, flag, value)}
          isSaving={isSaving}
        />
      )}
    </Flex>
  );
}
