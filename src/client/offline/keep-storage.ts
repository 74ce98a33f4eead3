/**
 * Asks the browser to keep this site's storage under pressure (`navigator.storage.persist()`), once
 * the device holds something of the golfer's own: a course saved for offline, or a write not yet
 * sent (docs/decisions.md §6). Chromium grants it without a prompt to an installed or engaged site;
 * a refusal changes nothing, so it is never waited for.
 */
export function keepStorage(): void {
  void navigator.storage?.persist?.().catch(() => false);
}
