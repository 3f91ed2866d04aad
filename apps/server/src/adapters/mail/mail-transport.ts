/** The mail port (docs/architecture.md § Ports and adapters): the outbox hands each message to one of these. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, sent as they are (List-Unsubscribe and List-Unsubscribe-Post on notifications). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/**
 * The default without SMTP: the outbox row itself is the delivery, read through the development inbox
 * (/dev/mail). Nothing leaves the machine.
 */
export function createDevInboxTransport(): MailTransport {
  return { name: 'dev-inbox', send: async () => {} };
}
