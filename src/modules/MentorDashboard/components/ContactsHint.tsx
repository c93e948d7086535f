import { Alert } from 'antd';
import Link from 'next/link';

// pages.md §3: a dismissible hint; students reach their mentor through the contacts of his profile.
export function ContactsHint() {
  return (
    <Alert
      type="info"
      showIcon
      closable
      style={{ marginBottom: 16 }}
      title="Fill in your contacts"
      description={
        <>
          {/* Underlined: inside a sentence a link must not be told apart by its colour alone (pages.md §15). */}
          Your students see the contacts of your{' '}
          <Link href="/profile" style={{ textDecoration: 'underline' }}>
            profile
          </Link>
          : add Telegram, Discord or e-mail so that they can reach you.
        </>
      }
    />
  );
}
