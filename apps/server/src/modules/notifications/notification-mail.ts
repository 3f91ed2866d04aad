import { NOTIFICATION_TYPES, type NotificationType } from '@aerie/contract';

import type { Config } from '../../config.js';
import { actionMail, type MailContent } from '../mail/index.js';
import type { EventDescription } from './describe-event.js';
import { unsubscribeUrl, type UnsubscribeScope } from './unsubscribe-token.js';

/**
 * RFC 8058 one-click unsubscribe: mail clients show their own Unsubscribe button and POST to the URL; the
 * same URL opened in a browser shows a page that asks first (a GET never changes anything, so a link
 * scanner that follows it unsubscribes no one).
 */
function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const stopLabel = (type: NotificationType) =>
  `Stop e-mails like this (${NOTIFICATION_TYPES[type].label.toLowerCase()})`;

/** One notification, sent at once. */
export function notificationMail(
  config: Config,
  recipient: { userId: number; first: string },
  type: NotificationType,
  description: EventDescription,
): MailContent {
  const url = unsubscribeUrl(config, recipient.userId, type);
  return {
    ...actionMail({
      subject: `${description.title} · ${description.context}`,
      greeting: `Hi ${recipient.first},`,
      lines: [description.title],
      details: [{ label: 'Where', value: description.context }],
      action: 'Open in Aerie',
      url: `${config.appUrl}${description.link}`,
      footer: 'You get this e-mail because of your notification settings in your Aerie profile.',
      unsubscribe: [{ label: stopLabel(type), value: url }],
    }),
    headers: unsubscribeHeaders(url),
  };
}

export interface DigestItem {
  type: NotificationType;
  description: EventDescription;
}

/** A day's notifications of the daily types, in one e-mail; a stop link per type in it, and one for all. */
export function digestMail(
  config: Config,
  recipient: { userId: number; first: string },
  items: DigestItem[],
): MailContent {
  const types = [...new Set(items.map((item) => item.type))];
  const link = (scope: UnsubscribeScope) => unsubscribeUrl(config, recipient.userId, scope);
  const digestUrl = link('digest');
  return {
    ...actionMail({
      subject: `Your Aerie digest: ${items.length} ${items.length === 1 ? 'notification' : 'notifications'}`,
      greeting: `Hi ${recipient.first},`,
      lines: ['Here is what happened since your last digest:'],
      details: items.map(({ description }) => ({ label: description.context, value: description.title })),
      action: 'Open Aerie',
      url: `${config.appUrl}/dashboard`,
      footer: 'You get this digest once a day when there is something new, as your Aerie notification settings say.',
      unsubscribe: [
        ...types.map((type) => ({ label: stopLabel(type), value: link(type) })),
        { label: 'Stop the daily digest', value: digestUrl },
      ],
    }),
    headers: unsubscribeHeaders(digestUrl),
  };
}
