import { ServerErrorPage } from '@/modules/Results';

// pages.md §1: public result page.
export default function ServerError() {
  return <ServerErrorPage />;
}
