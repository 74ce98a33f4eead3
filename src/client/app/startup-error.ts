/**
 * The last-resort display when the app cannot start (docs/product.md §8: missing root element, or rendering
 * fails outside every error boundary). Plain DOM and textContent only: React may be what broke, and
 * an error message must never be parsed as HTML.
 *
 * Its two texts are in the golfer's language by the rule of docs/decisions.md §9 (the device's
 * choice, else the browser's), but written here rather than in a catalogue: Spanish and German
 * catalogues are a lazy chunk (docs/decisions.md §9, "Loading"), and this screen shows exactly when
 * the app did not get that far, or when loading it failed. Two short lines per language cost the
 * entry chunk less than anything that could load them. The error's own message and stack stay as
 * thrown (English from the browser or our code): they are for whoever is asked to help.
 */
import type { Language } from '../../shared/languages';
import { wantedLanguage } from '../lib/i18n/language';

const WORDS: Record<Language, readonly [title: string, reload: string]> = {
  en: ['Fairway Relief could not start', 'Reload'],
  es: ['Fairway Relief no pudo arrancar', 'Recargar'],
  de: ['Fairway Relief konnte nicht starten', 'Neu laden'],
};

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Partial<CSSStyleDeclaration>,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  if (text !== undefined) node.textContent = text;
  return node;
}

export function showStartupError(error: unknown): void {
  const failure = error instanceof Error ? error : new Error(String(error));
  const language = wantedLanguage();
  const [title, reloadText] = WORDS[language];
  const screen = element('div', {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483647',
    overflow: 'auto',
    padding: '24px',
    background: '#1f0a0a',
    color: '#fff5f5',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  });
  screen.setAttribute('role', 'alert');
  screen.lang = language;
  screen.append(
    element('h1', { fontSize: '24px', margin: '0 0 12px' }, title),
    element('p', { fontSize: '16px', margin: '0 0 16px', wordBreak: 'break-word' }, failure.message),
    element(
      'pre',
      {
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        fontSize: '12px',
        lineHeight: '1.5',
        background: '#000',
        color: '#fecaca',
        padding: '12px',
        borderRadius: '8px',
        margin: '0 0 16px',
      },
      failure.stack ?? '(no stack trace)',
    ),
  );
  const reload = element(
    'button',
    {
      minHeight: '44px',
      padding: '0 20px',
      borderRadius: '12px',
      border: '0',
      background: '#facc15',
      color: '#1c1a05',
      fontWeight: '700',
      fontSize: '16px',
    },
    reloadText,
  );
  reload.type = 'button';
  reload.addEventListener('click', () => window.location.reload());
  screen.append(reload);
  document.body.replaceChildren(screen);
}
