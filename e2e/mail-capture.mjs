// The e2e journeys' mail box: an SMTP server on loopback that keeps every message the app delivers (rules.md R20.3),
// and a tiny HTTP endpoint the journeys read them from (e2e/mail.ts). serve.mjs starts it beside the app.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// Both ports follow the app's port, so journeys on two ports never share a mail box.
export function mailPorts(appPort = Number(process.env.E2E_PORT ?? 3100)) {
  return { smtp: appPort + 25, http: appPort + 26 };
}

export async function startMailCapture(ports = mailPorts()) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            text: mail.text ?? '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  // GET /messages lists every message (oldest first); DELETE /messages empties the box.
  const http = createServer((request, response) => {
    if (request.url?.startsWith('/messages') && request.method === 'DELETE') messages.length = 0;
    else if (!request.url?.startsWith('/messages') || request.method !== 'GET') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise((resolve, reject) => smtp.listen(ports.smtp, '127.0.0.1', resolve).once('error', reject));
  await new Promise((resolve, reject) => http.listen(ports.http, '127.0.0.1', resolve).once('error', reject));
  return {
    smtpUrl: `smtp://127.0.0.1:${ports.smtp}`,
    close: () =>
      Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => http.close(resolve))]),
  };
}
