import { Alert, Flex } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';

import { LoginCard } from '../components/LoginCard';
import { useDevUsers } from '../hooks/useDevUsers';
import { useSignInUnavailable } from '../hooks/useSignInMethods';
import { githubLoginHref } from '../utils';

// The table code loads only when development sign-in is on.
const DevSignInTable = dynamic(() => import('../components/DevSignInTable').then((mod) => mod.DevSignInTable));

// pages.md §1 "/login": public.
export function LoginPage() {
  const { query } = useRouter();
  const devUsers = useDevUsers();
  const signInUnavailable = useSignInUnavailable();
  return (
    <main>
      <Flex vertical align="center" gap={24} style={{ padding: 16, minHeight: '100vh' }} justify="center">
        {signInUnavailable && (
          <Alert
            type="error"
            showIcon
            style={{ maxWidth: 420, width: '100%' }}
            message="Sign-in is not configured"
            description="Nobody can sign in yet. Set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (GitHub OAuth), or AUTH_DEV_LOGIN=true (development sign-in), and restart the app."
          />
        )}
        <LoginCard githubHref={githubLoginHref(query)} disabled={signInUnavailable} />
        {devUsers && devUsers.length > 0 && <DevSignInTable users={devUsers} returnUrl={query.url} />}
      </Flex>
    </main>
  );
}
