import { AppLayout } from '@/components/layout/AppLayout';
import { MentorsHallOfFamePage } from '@/modules/Gratitude';

// pages.md §9 "/mentors-hall-of-fame": public, no course menu (no PageGuard).
export default function MentorsHallOfFame() {
  return (
    <AppLayout title="Mentors Hall of Fame">
      <MentorsHallOfFamePage />
    </AppLayout>
  );
}
