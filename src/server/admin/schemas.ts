/**
 * Payloads of the admin API. Server-only (the client has no admin screens), but built from the
 * shared registration schema so names, emails and passwords follow the same rules and messages.
 */
import * as v from 'valibot';
import { loginRequestSchema, registerRequestSchema } from '../../shared/schemas';

export const createAdminRequestSchema = v.omit(registerRequestSchema, ['role']);
export type CreateAdminRequest = v.InferOutput<typeof createAdminRequestSchema>;

export const assignOwnerRequestSchema = v.object({ email: loginRequestSchema.entries.email });

/** Ids in the path; anything that is not a UUID cannot name a row (and would upset PostgreSQL). */
export const uuidSchema = v.pipe(v.string(), v.uuid());
export const isUuid = (value: string) => v.is(uuidSchema, value);
