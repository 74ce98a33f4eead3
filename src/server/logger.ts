/** One structured (JSON) logger for the process; request lines carry the request id. */
import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'fairway-relief' } });
}
