/**
 * A queued write the server refused after the golfer saw its success toast gets a message of its own
 * (issue 20): the header's sync button only counts failures, and the item's "Not saved" note may be
 * off screen or in another tab. Said once per failure: the failures already there when the screen
 * opens are on their items and on /sync, and a retried write that fails again is said again.
 */
import { useEffect, useRef } from 'react';
import type { OutboxEntry } from '../offline/outbox';
import { writeError, writeLabel } from '../offline/outbox/entry-words';
import { toast } from './toast';
import { translator } from './i18n/catalogue';
import ui from './i18n/catalogues/en/ui';

const t = translator(ui);

/** What the write is and why it was refused, in the language on screen (entry-words.ts). */
export function useRefusedToasts(
  userId: string | null,
  entries: readonly OutboxEntry[],
  ready: boolean,
  fallback: string,
): void {
  // The failures seen at the last read, and whose: another account's first read says nothing either.
  const known = useRef<{ userId: string | null; ids: Set<string> } | null>(null);
  useEffect(() => {
    if (!ready) return;
    const failed = entries.filter((entry) => entry.status === 'failed');
    const before = known.current?.userId === userId ? known.current.ids : null;
    known.current = { userId, ids: new Set(failed.map((entry) => entry.id)) };
    if (!before) return;
    for (const entry of failed) {
      if (before.has(entry.id)) continue;
      toast({
        title: t('ui.notSaved'),
        description: t('ui.refused', { what: writeLabel(entry), why: writeError(entry) ?? fallback }),
        variant: 'destructive',
      });
    }
  }, [entries, ready, userId, fallback]);
}
