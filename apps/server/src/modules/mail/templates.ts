import { INVITATION_LIFETIME_DAYS } from '@aerie/contract';
import { escapeHtml } from '../../lib/escape-html.js';

/** The product's e-mails: a plain-text body and a small, inline-styled HTML body with one action button. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers for the transport (a notification's one-click unsubscribe pair). */
  headers?: Record<string, string>;
}

/** A labelled value under the lines (a receipt's amount, reference, date…), a two-column table in HTML. */
export interface MailDetail {
  label: string;
  value: string;
}

function detailsHtml(details: MailDetail[]): string {
  if (details.length === 0) return '';
  const rows = details
    .map(
      ({ label, value }, index) =>
        `<tr><td style="padding:10px 0;${index ? 'border-top:1px solid #f4f4f5;' : ''}color:#71717a;font-size:14px;vertical-align:top">${escapeHtml(label)}</td><td align="right" style="padding:10px 0 10px 16px;${index ? 'border-top:1px solid #f4f4f5;' : ''}color:#18181b;font-size:14px;text-align:right;word-break:break-word">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 8px;border-top:1px solid #e4e4e7;border-bottom:1px solid #e4e4e7">${rows}</table>`;
}

export function actionMail(options: {
  subject: string;
  greeting: string;
  lines: string[];
  details?: MailDetail[];
  action: string;
  url: string;
  footer: string;
  /** Links under the footer that stop e-mails of a kind (notifications: one per type, no login needed). */
  unsubscribe?: MailDetail[];
}): MailContent {
  const details = options.details ?? [];
  const unsubscribe = options.unsubscribe ?? [];
  const text = [
    options.greeting,
    '',
    ...options.lines,
    '',
    ...(details.length ? [...details.map(({ label, value }) => `${label}: ${value}`), ''] : []),
    `${options.action}: ${options.url}`,
    '',
    options.footer,
    '',
    ...(unsubscribe.length ? [...unsubscribe.map(({ label, value }) => `${label}: ${value}`), ''] : []),
    '— Aerie',
  ].join('\n');
  const unsubscribeHtml = unsubscribe
    .map(
      ({ label, value }) =>
        `<p style="margin:8px 0 0;font-size:12px;color:#a1a1aa"><a href="${escapeHtml(value)}" style="color:#71717a">${escapeHtml(label)}</a></p>`,
    )
    .join('');
  const paragraphs = options.lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('');
  const html = `<!doctype html><html><body style="margin:0;background:#f4f4f5;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border:1px solid #e4e4e7;border-radius:12px" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#4f46e5">Aerie</p>
<p style="margin:0 0 16px">${escapeHtml(options.greeting)}</p>${paragraphs}${detailsHtml(details)}
<p style="margin:24px 0"><a href="${escapeHtml(options.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(options.action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#71717a">Or paste this link into your browser:<br><span style="word-break:break-all">${escapeHtml(options.url)}</span></p>
<p style="margin:16px 0 0;font-size:13px;color:#71717a">${escapeHtml(options.footer)}</p>${unsubscribeHtml}
</td></tr></table></td></tr></table></body></html>`;
  return { subject: options.subject, text, html };
}

export function verificationMail(firstName: string, url: string): MailContent {
  return actionMail({
    subject: 'Verify your Aerie account',
    greeting: `Hi ${firstName},`,
    lines: ['Welcome to Aerie. Confirm your e-mail address to start building.'],
    action: 'Verify my account',
    url,
    footer: 'The link works once and expires in 7 days. If you did not create an account, ignore this e-mail.',
  });
}

export function passwordResetMail(firstName: string, url: string): MailContent {
  return actionMail({
    subject: 'Reset your Aerie password',
    greeting: `Hi ${firstName},`,
    lines: ['Someone asked to reset the password of your Aerie account. If it was you, choose a new one.'],
    action: 'Choose a new password',
    url,
    footer:
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays the same.',
  });
}

export function invitationMail(options: {
  inviteeName: string;
  inviterName: { first: string; last: string };
  workspaceName: string;
  role: string;
  email: string;
  url: string;
}): MailContent {
  const { first, last } = options.inviterName;
  return actionMail({
    subject: `${first} invited you to ${options.workspaceName} on Aerie`,
    greeting: `Hi ${options.inviteeName},`,
    lines: [
      `${first} ${last} invited you to join the ${options.workspaceName} workspace on Aerie as ${options.role}.`,
      'Accept the invitation to work on its projects with the team. New to Aerie? You can create your account on the way.',
    ],
    action: 'Accept the invitation',
    url: options.url,
    footer: `The link works once, expires in ${INVITATION_LIFETIME_DAYS} days and is meant for ${options.email}. If you were not expecting it, ignore this e-mail.`,
  });
}

/** Sent instead of an answer that would say "this e-mail has an account" to whoever tried to register it. */
export function registrationAttemptMail(firstName: string, url: string): MailContent {
  return actionMail({
    subject: 'Someone tried to register with your e-mail address',
    greeting: `Hi ${firstName},`,
    lines: [
      'Someone just tried to create an Aerie account with this e-mail address, which already has one.',
      'If it was you, log in instead — or reset your password if you no longer know it.',
    ],
    action: 'Log in to Aerie',
    url,
    footer: 'If it was not you, ignore this e-mail: nothing has changed and your account stays as it was.',
  });
}
