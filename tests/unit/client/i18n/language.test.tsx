// @vitest-environment happy-dom
import { act } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeLanguage, setActiveCatalogue } from '../../../../src/client/lib/i18n/catalogue';
import {
  chooseLanguage,
  languageReady,
  LANGUAGE_KEY,
  startLanguage,
} from '../../../../src/client/lib/i18n/language';
import { LanguagePicker } from '../../../../src/client/app/layouts/language-picker';
import { Spinner } from '../../../../src/client/components/ui/spinner';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  setActiveCatalogue({ language: 'en', locale: 'en-US', messages: {} });
  document.documentElement.lang = 'en';
});

describe('the golfer’s language (docs/decisions.md §9)', () => {
  it('starts in the browser’s language, with its catalogue, its locale and <html lang>', async () => {
    browserLanguages(['de-AT', 'en-US']);
    await startLanguage();
    expect(activeLanguage()).toMatchObject({ language: 'de', locale: 'de-AT' });
    expect(document.documentElement.lang).toBe('de');
    render(<Spinner />);
    expect(screen.getByText('Wird geladen …')).toBeTruthy();
  });

  it('falls back to English for a language the app does not speak', async () => {
    browserLanguages(['fr-FR', 'ja']);
    await startLanguage();
    expect(activeLanguage().language).toBe('en');
    render(<Spinner />);
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('keeps the choice on the device, over the browser’s language, after a reload', async () => {
    browserLanguages(['de-DE']);
    await chooseLanguage('es');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    setActiveCatalogue({ language: 'en', locale: 'en-US', messages: {} }); // a reload
    await startLanguage();
    expect(activeLanguage().language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('switches the screen from the picker, which names each language in itself', async () => {
    browserLanguages(['de-DE']);
    await startLanguage();
    render(
      <>
        <LanguagePicker />
        <Spinner />
      </>,
    );
    const picker = screen.getByLabelText('Sprache');
    expect([...picker.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Deutsch',
    ]);
    await act(async () => {
      fireEvent.change(picker, { target: { value: 'en' } });
      await languageReady();
    });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByLabelText('Language')).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('points <link rel="manifest"> at the language’s web manifest, English at vite-plugin-pwa’s', async () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    try {
      browserLanguages(['de-DE']);
      await startLanguage();
      expect(link.getAttribute('href')).toBe('/manifest-de.webmanifest');
      await chooseLanguage('es');
      expect(link.getAttribute('href')).toBe('/manifest-es.webmanifest');
      await chooseLanguage('en');
      expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
    } finally {
      link.remove();
    }
  });
});
