import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { AdminTasksPage } from '@/modules/AdminTasks';

// pages.md §5 "/admin/tasks": allowedRoles=[manager] + anyCoursePowerUser (admin passes).
export default function AdminTasks() {
  return (
    <PageGuard allowedRoles={['manager']} anyCoursePowerUser>
      <AppLayout title="Manage Tasks" sider={<AdminSider />}>
        <AdminTasksPage />
      </AppLayout>
    </PageGuard>
  );
}
