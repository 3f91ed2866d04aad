import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. Plain SMTP, any or no login. With
 * `acceptDelayMs`, it keeps each message and only then waits before answering 250, as a slow relay does:
 * a sender killed in that moment has delivered a message it never heard was accepted.
 */
export async function startSmtpSink(options: { acceptDelayMs?: number } = {}): Promise<SmtpSink> {
  const acceptDelayMs = options.acceptDelayMs ?? 0;
  // The delay is a moment to kill a sender in, not a wait for time to pass (eslint-rules/no-long-sleep.js).
  if (acceptDelayMs > 1000) throw new Error('startSmtpSink: acceptDelayMs is at most 1000');
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        // eslint-disable-next-line aerie/no-long-sleep -- checked above: 1000 ms at most
        setTimeout(() => callback(), acceptDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
