import { actionMail, type MailContent } from '../mail/index.js';

// "28 Dec 2026", as the app writes dates.
const day = (date: Date) => date.toUTCString().slice(5, 16);

/** The reminder before an unpaid period ends: until when it is paid, and what happens if it is not renewed. */
export function renewalReminderMail(options: {
  firstName: string;
  what: string;
  paidUntil: Date;
  endsAt: Date;
  now: Date;
  consequence: string;
  action: string;
  url: string;
}): MailContent {
  const paid =
    options.paidUntil > options.now
      ? `Your ${options.what} is paid until ${day(options.paidUntil)}.`
      : `The paid period of your ${options.what} ended on ${day(options.paidUntil)} and was not renewed.`;
  return actionMail({
    subject: `Renew your ${options.what} by ${day(options.endsAt)}`,
    greeting: `Hi ${options.firstName},`,
    lines: [
      paid,
      'No card is kept, so nothing is charged by itself: renew to keep it.',
      `If it is not renewed, on ${day(options.endsAt)} ${options.consequence}`,
    ],
    action: options.action,
    url: options.url,
    footer: 'Nothing is deleted either way.',
  });
}

/** Said when an unpaid plan has ended. */
export function planEndedMail(options: {
  firstName: string;
  subject: string;
  lines: string[];
  action: string;
  url: string;
}): MailContent {
  return actionMail({
    subject: options.subject,
    greeting: `Hi ${options.firstName},`,
    lines: options.lines,
    action: options.action,
    url: options.url,
    footer: 'Your payments stay in your billing history.',
  });
}
