import type { GetServerSideProps } from 'next';

import { AppLayout } from '@/components/layout/AppLayout';
import { loadPublicCv, PublicCvPage, type PublicCvProps } from '@/modules/Cv';

// pages.md §8 "/cv/[uuid]": public and rendered on the server; unknown, hidden or expired → the 404 page.
export const getServerSideProps: GetServerSideProps<PublicCvProps> = ({ params }) =>
  loadPublicCv(String(params?.uuid ?? ''));

export default function PublicCv(props: PublicCvProps) {
  return (
    <AppLayout title="CV">
      <PublicCvPage {...props} />
    </AppLayout>
  );
}
