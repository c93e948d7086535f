import { useCallback, useState } from 'react';

import { saveProfileUser } from '@/api/profile';
import { sendEmailConfirmation } from '@/api/user-notifications';
import { useNotify } from '@/hooks/useNotify';

// rules.md R20.5: adding the contact e-mail sends the confirmation link; "Resend" asks for another one (409, 429 are
// shown as the server words them).
export function useEmailConfirmation(onChange: () => unknown) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (action: () => Promise<unknown>, success: string) => {
      setBusy(true);
      try {
        await action();
        notify.success(success);
        await onChange();
      } catch (failure) {
        notify.error(failure);
      } finally {
        setBusy(false);
      }
    },
    [notify, onChange],
  );

  const addEmail = useCallback(
    (email: string) =>
      run(() => saveProfileUser({ contacts: { email } }), 'We sent a confirmation link to your e-mail.'),
    [run],
  );
  const resend = useCallback(
    () => run(() => sendEmailConfirmation(), 'We sent a new confirmation link to your e-mail.'),
    [run],
  );
  return { busy, addEmail, resend };
}
