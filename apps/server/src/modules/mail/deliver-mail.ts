import { eq, sql } from 'drizzle-orm';

import type { MailTransport } from '../../adapters/mail/mail-transport.js';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

/** The send-email job: hands one outbox row to the transport. A throw makes the queue retry it later. */
export async function deliverMail(db: Database, transport: MailTransport, from: string, mailId: number): Promise<void> {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
  if (!mail || mail.status === 'sent') return;
  try {
    await transport.send({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: String(error).slice(0, 500) })
      .where(eq(mailOutbox.id, mailId));
    throw error;
  }
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, mailId));
}
