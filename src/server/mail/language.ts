/**
 * Which language a mail is written in (issue 39, docs/decisions.md §9): the recipient account's
 * (users.language), English when it has none.
 */
import { isLanguage, type Language } from '../../shared/languages';

export const mailLanguage = (accountLanguage: string | null | undefined): Language =>
  isLanguage(accountLanguage) ? accountLanguage : 'en';
