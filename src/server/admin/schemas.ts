/**
 * Payloads of the admin API. Server-only (the client has no admin screens), but built from the
 * shared registration schema so names, emails and passwords follow the same rules and messages.
 */
import * as v from 'valibot';
import { loginRequestSchema, registerRequestSchema } from '../../shared/schemas';

export const createAdminRequestSchema = v.omit(registerRequestSchema, ['role']);
export type CreateAdminRequest = v.InferOutput<typeof createAdminRequestSchema>;

export const assignOwnerRequestSchema = v.object({ email: loginRequestSchema.entries.email });
