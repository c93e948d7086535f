import { PageGuard } from '@/components/guard/PageGuard';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminSider } from '@/components/menu/AdminSider';
import { ApplicantsPage } from '@/modules/Applicants';

// pages.md §5 "/applicants": hirerOnly (admin passes).
export default function Applicants() {
  return (
    <PageGuard hirerOnly>
      <AppLayout title="Applicants" sider={<AdminSider />}>
        <ApplicantsPage />
      </AppLayout>
    </PageGuard>
  );
}
