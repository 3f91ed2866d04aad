import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { users, workspaces, type ExpertHireRow } from '../../db/schema/index.js';
import { actionMail, queueMail } from '../mail/index.js';
import { formatMoney } from '../../lib/format-money.js';

/** "5 Dec 2026", the app's way of writing a day. */
export const formatDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    instant,
  );

const theCard = (hire: Pick<ExpertHireRow, 'cardLast4'>) =>
  hire.cardLast4 ? `the card ending ${hire.cardLast4}` : 'your saved card';

/** The workspace owner: the one who hired, pays and is told. */
async function findOwner(db: Queryable, workspaceId: number) {
  const [owner] = await db
    .select({ first: users.first, email: users.email })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, workspaceId));
  return owner!;
}

type MailContext = Pick<AppContext, 'jobs' | 'config'>;

/** Three days before the first charge (issue 25): when the trial ends, what will be charged, to which card. */
export async function queueTrialReminderMail(db: Queryable, ctx: MailContext, hire: ExpertHireRow): Promise<void> {
  const owner = await findOwner(db, hire.workspaceId);
  const amount = formatMoney(hire.amountPerMonth, hire.currency);
  await queueMail(
    db,
    ctx.jobs,
    owner.email,
    actionMail({
      subject: `Your free trial ends on ${formatDay(hire.trialEndsAt)}`,
      greeting: `Hi ${owner.first},`,
      lines: [
        `Your free trial ends on ${formatDay(hire.trialEndsAt)}; ${amount} will be charged to ${theCard(hire)}.`,
        'After that, the same amount is charged each month until you cancel. Cancel before the trial ends and nothing is charged.',
      ],
      action: 'See your engagement',
      url: `${ctx.config.appUrl}/dashboard/hire-expert`,
      footer: 'You can cancel or resume the engagement from that page.',
    }),
  );
}

/** An off-session charge the card refused: no receipt, but the owner hears it and how to put it right. */
export async function queueChargeDeclinedMail(
  db: Queryable,
  ctx: MailContext,
  hire: ExpertHireRow,
  reason: string,
): Promise<void> {
  const owner = await findOwner(db, hire.workspaceId);
  const amount = formatMoney(hire.amountPerMonth, hire.currency);
  await queueMail(
    db,
    ctx.jobs,
    owner.email,
    actionMail({
      subject: `We could not charge ${amount} for your hired experts`,
      greeting: `Hi ${owner.first},`,
      lines: [
        `We tried to charge ${amount} to ${theCard(hire)} for your hired experts, and the card was refused: ${reason}`,
        'Your engagement is past due and nothing more is charged. Reply to this e-mail to give us another card, or cancel the engagement from its page.',
      ],
      action: 'See your engagement',
      url: `${ctx.config.appUrl}/dashboard/hire-expert`,
      footer: 'Nothing was charged. Questions? Reply to this e-mail.',
    }),
  );
}
