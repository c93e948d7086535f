import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { StudentsListPage } from '@/modules/AdminStudents';

// pages.md §5 "/admin/students": hirerOnly (admin passes).
export default function AdminStudents() {
  return (
    <PageGuard hirerOnly>
      <AppLayout title="Students List" sider={<AdminSider />}>
        <StudentsListPage />
      </AppLayout>
    </PageGuard>
  );
}
