import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import dynamic from 'next/dynamic';

import { showsAdminSideMenu } from './admin-menu-items';

// antd Menu is heavy and most users never see it: it loads on demand.
const AdminSideMenu = dynamic(() => import('./AdminSideMenu').then((mod) => mod.AdminSideMenu));

// pages.md §0.5: on admin-layout pages and on Home for admins, power users and dementors.
export function AdminSider() {
  const { data: session } = useSession();
  const { course } = useActiveCourse({ enabled: !!session });
  if (!session || !showsAdminSideMenu(session)) return null;
  return <AdminSideMenu session={session} course={course} />;
}
