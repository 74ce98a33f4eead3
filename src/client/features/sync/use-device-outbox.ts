import { useEffect, useState } from 'react';
import { observeAllOutbox, type OutboxEntry } from '../../offline/outbox';

/**
 * Every queued write on this device, any account's, oldest first: null until first read, and null
 * when the device store cannot be read (never an empty list that would read as "all synced").
 */
export function useDeviceOutbox(): OutboxEntry[] | null {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  useEffect(() => observeAllOutbox(setEntries), []);
  return entries;
}
