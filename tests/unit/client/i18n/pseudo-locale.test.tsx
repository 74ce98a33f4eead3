// @vitest-environment happy-dom
/**
 * The untranslated-text check (issue 39): every catalogue message is turned into a pseudo-locale
 * (each Latin letter accented), the converted screens are drawn in it, and any Latin English word
 * left on screen, or in a label a screen reader reads, is a text outside the catalogues.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '../../../../src/client/lib/i18n/icu';
import {
  englishLeft,
  pseudoCatalogue,
  pseudoText,
  UNTRANSLATED,
  showEnglish,
  showPseudoLocale,
} from './pseudo';
import { AppProviders } from '../../../../src/client/app/providers';
import { PublicLayout } from '../../../../src/client/app/layouts/public-layout';
import { SignedInLayout } from '../../../../src/client/app/layouts/signed-in-layout';
import { HeaderSettings } from '../../../../src/client/app/layouts/header-settings';
import { loadLegalMenu } from '../../../../src/client/features/legal';

const LegalMenu = await loadLegalMenu();

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  showEnglish();
});

function renderAt(layout: 'public' | 'app') {
  const router = createMemoryRouter(
    [
      {
        element: layout === 'public' ? <PublicLayout /> : <SignedInLayout />,
        children: [{ path: '/', element: <HeaderSettings LegalMenu={LegalMenu} /> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('untranslated-text check (pseudo-locale)', () => {
  it('the pseudo-locale changes every letter of every message', () => {
    expect(Object.keys(pseudoCatalogue).length).toBeGreaterThan(20);
    const literals = (message: Message): string[] =>
      typeof message === 'string'
        ? [message]
        : message.flatMap((part) =>
            typeof part === 'string' ? [part] : 'o' in part ? Object.values(part.o).flatMap(literals) : [],
          );
    const left = Object.values(pseudoCatalogue).flatMap(literals).join(' ').replace(UNTRANSLATED, ' ');
    expect(left.match(/[A-Za-z]/g) ?? []).toEqual([]);
  });

  for (const layout of ['public', 'app'] as const) {
    it(`the ${layout} layout's header, menu and footer show no text outside the catalogues`, async () => {
      showPseudoLocale();
      const { container } = renderAt(layout);
      await screen.findByText(pseudoText('Skip to content'));
      expect(englishLeft(container)).toEqual([]);
    });
  }
});
