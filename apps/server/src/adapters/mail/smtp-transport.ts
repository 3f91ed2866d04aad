import nodemailer from 'nodemailer';

import type { MailTransport } from './mail-transport.js';

/** Production mail over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(mail) {
      // nodemailer sends `headers` as given, after its own (RFC 8058's pair arrives as written).
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}
