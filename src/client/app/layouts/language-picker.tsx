/**
 * The header menu's language picker (issue 39, docs/decisions.md §9): a native select, so it needs
 * no popper library in the first chunk and works with every screen reader and keyboard. Each
 * language is named in itself. The choice is kept on the device (lib/i18n/language.ts) and, signed
 * in, in the account through the outbox (account-language.ts, loaded on the first change). Chosen
 * offline, a language whose catalogue never reached this device shows once the network is back.
 */
import { ChevronDown, Languages } from 'lucide-react';
import clsx from 'clsx';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../../../shared/languages';
import { headerItemClasses } from '../../components/ui/header-item';
import { useLanguage, useT } from '../../lib/i18n/catalogue';
import settings from '../../lib/i18n/catalogues/en/settings';
import { chooseLanguage } from '../../lib/i18n/language';
import { toast } from '../../lib/toast';
import { getAccessToken } from '../../session';

export function LanguagePicker() {
  const t = useT(settings);
  const language = useLanguage();
  return (
    <label
      className={clsx(
        headerItemClasses,
        'relative inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-2 text-sm font-semibold text-fg hover:bg-surface-muted has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
      )}
    >
      <Languages aria-hidden className="size-5 shrink-0" />
      <span className="sr-only">{t('settings.language')}</span>
      <select
        value={language}
        data-testid="language-picker"
        className="min-h-11 cursor-pointer appearance-none bg-transparent pr-1 focus:outline-none"
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          // Offline, a catalogue this device never loaded cannot come: say so (the choice is kept,
          // and shown when the network returns), rather than let the picker jump back unexplained.
          void chooseLanguage(chosen).then((shown) => {
            if (!shown)
              toast({
                title: t('settings.languageOffline', { language: LANGUAGE_NAMES[chosen] }),
                description: t('settings.languageOfflineHint'),
              });
          });
          if (!getAccessToken()) return; // a guest's choice stays on the device
          void import('./account-language').then(({ saveAccountLanguage }) => saveAccountLanguage(chosen));
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none size-4 shrink-0 text-fg-muted" />
    </label>
  );
}
