import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { CrossCheckTablePage } from '@/modules/CrossCheckTable';

// pages.md §4 "/course/admin/cross-check-table": allowedRoles=[manager, dementor] in the active course (admin passes).
export default function CrossCheckTable() {
  return (
    <PageGuard allowedRoles={['manager', 'dementor']} requireCourse>
      <AppLayout title="Cross-Check" courseBound sider={<AdminSider />}>
        <CrossCheckTablePage />
      </AppLayout>
    </PageGuard>
  );
}
