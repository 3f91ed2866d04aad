import { actionMail, type MailContent } from '../mail/index.js';

/** The warning before a pilot's server is destroyed: when, why, and how to keep it. */
export function pilotDestructionMail(options: {
  firstName: string;
  pilotName: string;
  destroysAt: Date;
  isCancelled: boolean;
  url: string;
}): MailContent {
  const when = options.destroysAt.toUTCString().slice(0, 22) + ' UTC';
  return actionMail({
    subject: `Your pilot ${options.pilotName} will be destroyed on ${options.destroysAt.toUTCString().slice(0, 16)}`,
    greeting: `Hi ${options.firstName},`,
    lines: [
      options.isCancelled
        ? `You cancelled the pilot ${options.pilotName}. Its paid month ends on ${when}.`
        : `The paid month of the pilot ${options.pilotName} ended and was not renewed.`,
      `On ${when} its server and everything on it (files, databases, deployments) will be destroyed. This cannot be undone, so copy anything you need before then.`,
      options.isCancelled
        ? 'To keep it, open the pilot and choose Keep pilot before that date.'
        : 'To keep it, renew it before that date.',
    ],
    action: 'Open hosting',
    url: options.url,
    footer: 'Your payments stay in your billing history.',
  });
}
