import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../../src/server/db/client';
import { notificationOutbox, type ChannelId } from '../../../src/server/db/schema';
import { addNotification } from './notifications';

// Real delivery endpoints on loopback for rules.md R20.3 tests: an SMTP server whose mail is read back with mailparser,
// and an HTTP server standing in for the Telegram and Discord bot APIs.
export type ReceivedMail = { to: string[]; from: string; subject: string; html: string; text: string };

export type MailServer = {
  url: string;
  mail: ReceivedMail[];
  // Recipients whose messages the server refuses (550) while listed.
  refuse: Set<string>;
  close: () => Promise<void>;
};

export async function startSmtpServer(): Promise<MailServer> {
  const mail: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 100,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mail.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mail,
    refuse,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type BotRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: unknown };
export type BotServer = {
  url: string;
  requests: BotRequest[];
  // Answers a request (status, JSON body); the default answers ok.
  answer: (request: BotRequest) => { status: number; body: unknown };
  close: () => Promise<void>;
};

export async function startBotServer(answer: BotServer['answer']): Promise<BotServer> {
  const bot: BotServer = { url: '', requests: [], answer, close: async () => undefined };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: text ? JSON.parse(text) : null,
      };
      bot.requests.push(recorded);
      const { status, body } = bot.answer(recorded);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  bot.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  bot.close = () => new Promise((resolve) => server.close(() => resolve()));
  return bot;
}

export const DELIVERY_TEST_NOTIFICATION = 'deliveryTest';

export async function addDeliveryNotification(db: Db): Promise<void> {
  await addNotification(db, { id: DELIVERY_TEST_NOTIFICATION, templates: { email: { subject: 's', body: 'b' } } });
}

export type OutboxValues = {
  userId: number;
  channelId?: ChannelId;
  recipient: string;
  subject?: string | null;
  body?: string;
  expireAt?: Date | null;
  createdAt: Date;
};

// Pending outbox rows as sendNotifications writes them.
export async function addOutboxRows(db: Db, rows: OutboxValues[]): Promise<number[]> {
  const inserted: number[] = [];
  for (let start = 0; start < rows.length; start += 1000) {
    const values = rows.slice(start, start + 1000).map((row) => ({
      notificationId: DELIVERY_TEST_NOTIFICATION,
      userId: row.userId,
      channelId: row.channelId ?? 'email',
      recipient: row.recipient,
      subject: row.subject === undefined ? 'Your task was graded' : row.subject,
      body: row.body ?? '<p>Score: 10 &amp; more</p>',
      expireAt: row.expireAt ?? null,
      createdAt: row.createdAt,
      updatedAt: row.createdAt,
    }));
    const ids = await db.insert(notificationOutbox).values(values).returning({ id: notificationOutbox.id });
    inserted.push(...ids.map((row) => row.id));
  }
  return inserted;
}
