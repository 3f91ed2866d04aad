import { NOTIFICATION_TYPE_NAMES, type NotificationType } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import { notifications, users } from '../../db/schema/index.js';
import { defineSubscriber } from '../events/index.js';
import { queueMail } from '../mail/index.js';
import { describeEvent } from './describe-event.js';
import { eventPlace } from './event-place.js';
import { maySeeEvent } from './event-visibility.js';
import { notificationMail } from './notification-mail.js';
import { emailChannelOf } from './preferences.js';
import { candidateRecipients } from './recipients.js';
import { signalUnreadChanged } from './unread-signal.js';

/**
 * Turns each notifying event into one bell entry per person the recipients table names (minus the actor,
 * minus anyone who may not see it), with its e-mail queued in the same transaction when the person's
 * channel for the type is 'immediate'. The (user, event) unique key and the subscriber's receipt make a
 * retried job notify no one twice.
 */
export const notifySubscriber = defineSubscriber({
  name: 'notifications.notify',
  on: NOTIFICATION_TYPE_NAMES,
  async handle(ctx, event, tx) {
    const type = event.name as NotificationType;
    const people = await candidateRecipients(tx, event);
    let place: Awaited<ReturnType<typeof eventPlace>> | null = null;
    for (const userId of people) {
      if (!(await maySeeEvent(tx, userId, event))) continue;
      const email = await emailChannelOf(tx, userId, type);
      const [created] = await tx
        .insert(notifications)
        .values({ userId, eventId: event.id, workspaceId: event.workspaceId, email, createdAt: ctx.clock.now() })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      if (!created) continue;
      await signalUnreadChanged(tx, userId);
      if (email !== 'immediate') continue;
      const [person] = await tx
        .select({ email: users.email, first: users.first })
        .from(users)
        .where(eq(users.id, userId));
      if (!person) continue;
      place ??= await eventPlace(tx, event);
      const mail = notificationMail(ctx.config, { userId, first: person.first }, type, describeEvent(event, place));
      await queueMail(tx, ctx.jobs, person.email, mail);
      await tx.update(notifications).set({ mailedAt: ctx.clock.now() }).where(eq(notifications.id, created.id));
    }
  },
});
