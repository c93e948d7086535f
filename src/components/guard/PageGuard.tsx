import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useRef, type ReactNode } from 'react';

import { LoadingScreen } from '@/components/LoadingScreen';
import { buildLoginRedirect } from '@/hooks/login-url';
import { problemStatus } from '@/hooks/problem';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useNotify } from '@/hooks/useNotify';
import { useSession } from '@/hooks/useSession';

import { isAccessAllowed, type GuardOptions } from './access-rules';

// The outcomes other than "allowed" are rare: their antd Result/Alert code loads only when needed.
const NoAccessAlert = dynamic(() => import('./NoAccessAlert').then((mod) => mod.NoAccessAlert));
const NoRoleResult = dynamic(() => import('./NoRoleResult').then((mod) => mod.NoRoleResult));
const WelcomeCard = dynamic(() => import('./WelcomeCard').then((mod) => mod.WelcomeCard));

interface PageGuardProps extends GuardOptions {
  // ?course= names a course the user is about to join, not one he must already hold (/course/mentor/confirm).
  allowForeignCourse?: boolean;
  children: ReactNode;
}

// pages.md §0.1/§0.2: signed in, role guards, active course, welcome card and No Access.
export function PageGuard({ children, allowForeignCourse, ...options }: PageGuardProps) {
  const router = useRouter();
  const notify = useNotify();
  const session = useSession();
  const active = useActiveCourse({ enabled: !!session.data });
  const failure = session.error ?? active.error;
  const handled = useRef(false);

  useEffect(() => {
    if (!failure || !router.isReady || handled.current) return;
    handled.current = true;
    // pages.md §0.2: a 401 is silent; any other status also raises the login notification.
    if (problemStatus(failure) !== 401) notify.loginFailed();
    void router.replace(buildLoginRedirect(router.asPath));
  }, [failure, router, notify]);

  if (failure || !session.data || !active.loaded) return <LoadingScreen />;
  if (options.requireCourse && active.courses.length === 0) return <WelcomeCard />;
  // product-spec §2: any page given ?course= of a course that is not the user's says "No Access".
  if (active.noAccess && !allowForeignCourse) return <NoAccessAlert />;
  if (!isAccessAllowed(session.data, options, active.course?.id)) return <NoRoleResult />;
  return <>{children}</>;
}
