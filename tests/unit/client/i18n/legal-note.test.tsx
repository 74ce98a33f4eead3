// @vitest-environment happy-dom
/**
 * Legal documents stay English (docs/product.md §15): the legal menu says so in Spanish or German,
 * in that language, and says nothing more in English. The real menu (Radix, opened) and catalogues.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LegalMenu } from '../../../../src/client/features/legal/legal-menu';
import { setActiveCatalogue } from '../../../../src/client/lib/i18n/catalogue';
import de from '../../../../src/client/lib/i18n/catalogues/messages-de';
import es from '../../../../src/client/lib/i18n/catalogues/messages-es';
import { showEnglish } from './pseudo';

afterEach(() => {
  cleanup();
  showEnglish();
});

describe('the legal documents’ language note', () => {
  it('is not shown to an English golfer', () => {
    render(<LegalMenu defaultOpen />);
    expect(screen.getByRole('menuitem', { name: 'Terms of Service' })).toBeTruthy();
    expect(screen.queryByTestId('legal-english-only')).toBeNull();
  });

  it('tells a German or Spanish golfer, in their language, that the documents are English', () => {
    setActiveCatalogue({ language: 'de', locale: 'de-DE', messages: de });
    render(<LegalMenu defaultOpen />);
    expect(screen.getByRole('menuitem', { name: 'Nutzungsbedingungen' })).toBeTruthy();
    expect(screen.getByTestId('legal-english-only').textContent).toBe(
      'Unsere rechtlichen Dokumente gibt es nur auf Englisch.',
    );
    cleanup();
    setActiveCatalogue({ language: 'es', locale: 'es-ES', messages: es });
    render(<LegalMenu defaultOpen />);
    expect(screen.getByTestId('legal-english-only').textContent).toBe(
      'Nuestros documentos legales solo están disponibles en inglés.',
    );
  });
});
