import { LoginPage } from '@/modules/Login';

// pages.md §1 "/login": public, no session needed.
export default function Login() {
  return <LoginPage />;
}
