import { NotFoundPage } from '@/modules/Results';

// pages.md §1: public result page.
export default function NotFound() {
  return <NotFoundPage />;
}
