/**
 * A person's own account, from the dashboard: its current state, its data as a file, and deletion.
 * Here rather than in the auth feature: only the (lazy) dashboard calls them, and the auth feature's
 * index is in the first chunk of every page. Each answer is checked against the shared contract.
 */
import { accountExportResultSchema, type DeleteAccountRequest } from '../../../../shared/schemas/accounts';
import { profileResultSchema } from '../../../../shared/schemas/auth';
import { deletedResultSchema } from '../../../../shared/schemas/common';
import { api, parseData } from '../../../lib/api';

/** The account as it is now (verified yet? a password set?), fresher than the session's copy. */
export const accountRequest = (signal?: AbortSignal) =>
  parseData(api.get('users/profile', { signal }), profileResultSchema);

export const exportAccountRequest = () => parseData(api.get('users/me/export'), accountExportResultSchema);

export const deleteAccountRequest = (body: DeleteAccountRequest) =>
  parseData(api.delete('users/me', { json: body }), deletedResultSchema);
