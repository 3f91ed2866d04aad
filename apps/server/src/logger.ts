import pino, { type Logger } from 'pino';

import type { Config } from './config.js';

/** Secrets never reach the logs: tokens in headers and every password-like field are redacted. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.confirm_password',
        '*.token',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
  });
}
