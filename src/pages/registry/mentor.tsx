import { AppLayout } from '@/components/layout/AppLayout';
import { MentorRegistryPage } from '@/modules/Registry';

// pages.md §6 "/registry/mentor": public; works without a session (no PageGuard).
export default function MentorRegistry() {
  return (
    <AppLayout title="Mentors registration">
      <MentorRegistryPage />
    </AppLayout>
  );
}
