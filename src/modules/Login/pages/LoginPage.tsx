import { Flex } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';

import { LoginCard } from '../components/LoginCard';
import { useDevUsers } from '../hooks/useDevUsers';
import { githubLoginHref } from '../utils';

// The table code loads only when development sign-in is on.
const DevSignInTable = dynamic(() => import('../components/DevSignInTable').then((mod) => mod.DevSignInTable));

// pages.md §1 "/login": public.
export function LoginPage() {
  const { query } = useRouter();
  const devUsers = useDevUsers();
  return (
    <main>
      <Flex vertical align="center" gap={24} style={{ padding: 16, minHeight: '100vh' }} justify="center">
        <LoginCard githubHref={githubLoginHref(query)} />
        {devUsers && devUsers.length > 0 && <DevSignInTable users={devUsers} returnUrl={query.url} />}
      </Flex>
    </main>
  );
}
