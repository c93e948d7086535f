import { ForbiddenPage } from '@/modules/Results';

// pages.md §1: public result page.
export default function Forbidden() {
  return <ForbiddenPage />;
}
