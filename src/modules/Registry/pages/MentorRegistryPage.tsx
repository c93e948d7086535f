import { Flex } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';

import { buildLoginRedirect } from '@/hooks/login-url';
import { useSession } from '@/hooks/useSession';

import { LoadingBlock } from '../components/LoadingBlock';

// Each visitor needs one of these views; the forms must not weigh on the first load.
const MentorRegistration = dynamic(() => import('../components/MentorRegistration').then((m) => m.MentorRegistration), {
  loading: LoadingBlock,
});
const SignInToRegisterMentor = dynamic(
  () => import('../components/SignInToRegisterMentor').then((m) => m.SignInToRegisterMentor),
  { loading: LoadingBlock },
);

// pages.md §6 "/registry/mentor": public. The session is read but a 401 only means "anonymous", never a redirect.
export function MentorRegistryPage() {
  const { asPath } = useRouter();
  const session = useSession();

  let content;
  if (session.isLoading) content = <LoadingBlock />;
  else if (session.data) content = <MentorRegistration />;
  else content = <SignInToRegisterMentor loginHref={buildLoginRedirect(asPath)} />;

  return (
    <Flex justify="center">
      <div style={{ width: '100%', maxWidth: 800 }}>{content}</div>
    </Flex>
  );
}
