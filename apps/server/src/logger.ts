import pino, { type DestinationStream, type Logger } from 'pino';

import type { Config } from './config.js';
import { logSerializers } from './log-serializers.js';

/**
 * Secrets never reach the logs: tokens in headers and every password-like field are redacted, link tokens
 * in request URLs and failed queries' parameters are left out by the serializers. `destination` lets a
 * test read what would have been written.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      serializers: logSerializers,
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
    },
    destination,
  );
}
