/**
 * A signed-in golfer's language choice, kept in the account (docs/decisions.md §9: their devices
 * adopt it at sign-in, their e-mails are written in it). It goes through the outbox like every
 * write (docs/decisions.md §6), so a choice made without signal reaches the account later; loaded
 * by the picker on a change, so the outbox stays out of the header's chunk.
 */
import type { Language } from '../../../shared/languages';
import { queueWrite } from '../../offline/outbox';

export async function saveAccountLanguage(language: Language): Promise<void> {
  await queueWrite('language.set', { params: {}, body: { language } });
}
