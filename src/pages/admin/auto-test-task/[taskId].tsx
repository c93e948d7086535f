import { useRouter } from 'next/router';

import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminAutoTestTaskPage } from '@/modules/AdminAutoTests';

// pages.md §5 "/admin/auto-test-task/[taskId]": allowedRoles=[manager] + anyCoursePowerUser (admin passes).
export default function AdminAutoTestTask() {
  const { query, isReady } = useRouter();
  const raw = typeof query.taskId === 'string' ? query.taskId : '';
  const taskId = /^[0-9]{1,9}$/.test(raw) ? Number(raw) : -1;
  return (
    <PageGuard allowedRoles={['manager']} anyCoursePowerUser>
      <AppLayout title="Auto test task" sider={<AdminSider />}>
        {isReady && <AdminAutoTestTaskPage taskId={taskId} />}
      </AppLayout>
    </PageGuard>
  );
}
