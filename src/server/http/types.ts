/** The Hono environment every router of the API shares. */
import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from '../logger';

export interface AppEnv {
  Variables: RequestIdVariables & { logger: Logger };
}
