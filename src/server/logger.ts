/** One structured (JSON) logger for the process; request lines carry the request id. */
import { pino, type Logger } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'fairway-relief' } });
}
