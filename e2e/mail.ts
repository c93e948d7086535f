import { expect } from '@playwright/test';

// What the e2e mail box (e2e/mail-capture.mjs, started by serve.mjs) received from the app's outbox delivery.
export type CapturedMail = {
  to: string[];
  from: string;
  subject: string;
  html: string;
  text: string;
  receivedAt: string;
};

// The same ports as mail-capture.mjs: the app's port + 25 (SMTP) and + 26 (this box's HTTP endpoint).
const mailBox = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 26}/messages`;

export async function capturedMail(): Promise<CapturedMail[]> {
  const response = await fetch(mailBox);
  return (await response.json()) as CapturedMail[];
}

export async function clearMail(): Promise<void> {
  await fetch(mailBox, { method: 'DELETE' });
}

type MailMatch = { to?: string; subject?: string | RegExp };

const matches = (mail: CapturedMail, match: MailMatch) =>
  (!match.to || mail.to.some((address) => address.toLowerCase() === match.to?.toLowerCase())) &&
  (!match.subject ||
    (typeof match.subject === 'string' ? mail.subject.includes(match.subject) : match.subject.test(mail.subject)));

// The server delivers the outbox every second in e2e (BACKGROUND_SWEEP=outbox): waits for the first matching message.
export async function waitForMail(match: MailMatch, timeout = 20_000): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await capturedMail()).find((mail) => matches(mail, match));
        return Boolean(found);
      },
      { timeout, message: `no mail ${JSON.stringify({ ...match, subject: String(match.subject ?? '') })} arrived` },
    )
    .toBe(true);
  return found as CapturedMail;
}
