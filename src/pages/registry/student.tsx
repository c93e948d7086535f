import { AppLayout } from '@/components/layout/AppLayout';
import { StudentRegistryPage } from '@/modules/Registry';

// pages.md §6 "/registry/student": public; works without a session (no PageGuard).
export default function StudentRegistry() {
  return (
    <AppLayout title="Welcome to RS School">
      <StudentRegistryPage />
    </AppLayout>
  );
}
