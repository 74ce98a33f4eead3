/**
 * Which account allowed Web Push on this device (docs/product.md §12), kept beside the session: the
 * launch looks here before it loads anything (features/sync), so only a device where an owner
 * tapped "Allow notifications on this device" sends its subscription again, and "Stop" stays stopped.
 */
import { readStorage, removeStorage, writeStorage } from './storage';

const ALLOWED_BY = 'fairway:push-allowed-by';

/** The id of the account that allowed push here; null when none did, or it was stopped. */
export const pushAllowedBy = (): string | null => readStorage(ALLOWED_BY);
export const rememberPushAllowedBy = (userId: string): void => writeStorage(ALLOWED_BY, userId);
export const forgetPushAllowedBy = (): void => removeStorage(ALLOWED_BY);
