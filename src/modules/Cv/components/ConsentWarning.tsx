import { Alert, App, Button } from 'antd';

import { PUBLISHED_PARTS } from '../constants';
import { publicUntilAfterConsent } from '../utils';

// pages.md §8 "/cv/edit" without consent: what becomes public, and "Create my CV" after a confirmation.
export function ConsentWarning({ onCreate }: { onCreate: () => Promise<unknown> }) {
  const { modal } = App.useApp();
  const confirm = () =>
    void modal.confirm({
      title: 'Create my CV',
      content: `Your CV is public until ${publicUntilAfterConsent()} (one month); renew it monthly.`,
      okText: 'Create my CV',
      onOk: () => onCreate().catch(() => undefined),
    });
  return (
    <Alert
      type="warning"
      showIcon
      title="You have no CV yet"
      description={
        <>
          <p>When you create your CV, anyone with its link and the hirers of the school can see:</p>
          <ul>
            {PUBLISHED_PARTS.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
          <p>You can hide or delete it at any time; deleting it withdraws your consent.</p>
          <Button type="primary" onClick={confirm}>
            Create my CV
          </Button>
        </>
      }
    />
  );
}
