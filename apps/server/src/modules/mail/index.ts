/**
 * The mail domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * The outgoing mail queue and the product's e-mail templates.
 */
export { queueMail } from './queue-mail.js';
export {
  actionMail,
  invitationMail,
  type MailContent,
  passwordResetMail,
  registrationAttemptMail,
  verificationMail,
} from './templates.js';
