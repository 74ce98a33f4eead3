// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showStartupError } from '../../../src/client/app/startup-error';
import { LANGUAGE_KEY } from '../../../src/client/lib/i18n/language';

const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('startup error display (docs/product.md §8)', () => {
  it('replaces the page with the message and stack, as text', () => {
    browserLanguages(['en-US']);
    document.body.innerHTML = '<div id="root"></div>';
    const error = new Error('Cannot render <img src=x onerror=alert(1)>');
    error.stack = 'Error: boom\n    at <script>start</script> (main.tsx:1:1)';
    showStartupError(error);

    const screen = document.body.querySelector('[role="alert"]');
    expect(screen).not.toBeNull();
    expect(document.getElementById('root')).toBeNull();
    expect(screen!.querySelector('h1')!.textContent).toBe('Fairway Relief could not start');
    expect(screen!.querySelector('p')!.textContent).toBe('Cannot render <img src=x onerror=alert(1)>');
    expect(screen!.querySelector('pre')!.textContent).toContain('at <script>start</script>');
    expect(screen!.querySelector('img, script')).toBeNull();
    expect(screen!.querySelector('button')!.textContent).toBe('Reload');
    expect(screen!.getAttribute('lang')).toBe('en');
  });

  it('accepts something that is not an Error', () => {
    showStartupError('plain text failure');
    expect(document.body.querySelector('p')!.textContent).toBe('plain text failure');
  });

  // Issue 39 (docs/decisions.md §9): no catalogue is needed, since the language chunk may be what failed.
  it('speaks the browser’s language with no catalogue loaded', () => {
    browserLanguages(['de-AT', 'en-US']);
    showStartupError(new Error('boom'));
    const screen = document.body.querySelector('[role="alert"]')!;
    expect(screen.getAttribute('lang')).toBe('de');
    expect(screen.querySelector('h1')!.textContent).toBe('Fairway Relief konnte nicht starten');
    expect(screen.querySelector('button')!.textContent).toBe('Neu laden');
  });

  it('speaks the language chosen on the device over the browser’s', () => {
    browserLanguages(['de-DE']);
    localStorage.setItem(LANGUAGE_KEY, 'es');
    showStartupError(new Error('boom'));
    const screen = document.body.querySelector('[role="alert"]')!;
    expect(screen.getAttribute('lang')).toBe('es');
    expect(screen.querySelector('h1')!.textContent).toBe('Fairway Relief no pudo arrancar');
    expect(screen.querySelector('button')!.textContent).toBe('Recargar');
  });
});
