// @vitest-environment happy-dom
/**
 * The untranslated-text check (issue 39): every catalogue message is turned into a pseudo-locale
 * (each Latin letter accented), the converted screens are drawn in it, and any Latin English word
 * left on screen, or in a label a screen reader reads, is a text outside the catalogues.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message, Part } from '../../../../src/client/lib/i18n/icu';
import { setActiveCatalogue } from '../../../../src/client/lib/i18n/catalogue';
import { AppProviders } from '../../../../src/client/app/providers';
import { PublicLayout } from '../../../../src/client/app/layouts/public-layout';
import { SignedInLayout } from '../../../../src/client/app/layouts/signed-in-layout';
import { HeaderSettings } from '../../../../src/client/app/layouts/header-settings';
import { loadLegalMenu } from '../../../../src/client/features/legal';

const LegalMenu = await loadLegalMenu();

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyz'].map((letter, index) => [
    letter,
    [...'áƀçđéƒĝĥíĵķĺɱñóþʠŕšţúṽŵẋýž'][index] ?? letter,
  ]),
);
const pseudoText = (text: string) =>
  text.replace(/[a-z]/gi, (letter) => {
    const accented = ACCENTED[letter.toLowerCase()] ?? letter;
    return letter === letter.toLowerCase() ? accented : accented.toUpperCase();
  });
function pseudo(message: Message): Message {
  if (typeof message === 'string') return pseudoText(message);
  return pseudoParts(message);
}
function pseudoParts(message: readonly Part[]): Part[] {
  return message.map((part): Part => {
    if (typeof part === 'string') return pseudoText(part);
    if (!('o' in part)) return part;
    return {
      ...part,
      o: Object.fromEntries(Object.entries(part.o).map(([key, branch]) => [key, pseudoParts(branch)])),
    };
  });
}

const english = import.meta.glob<{ default: Record<string, Message> }>(
  '../../../../src/client/lib/i18n/catalogues/en/*.ts',
  { eager: true },
);
const pseudoCatalogue = Object.fromEntries(
  Object.values(english).flatMap((module) =>
    Object.entries(module.default).map(([key, message]) => [key, pseudo(message)]),
  ),
);

/** Names that are never translated: the brand, and each language's name in itself. */
const UNTRANSLATED = /Fairway Relief( Labs)?|English|Español|Deutsch/g;

function englishLeft(root: HTMLElement): string[] {
  const texts = [root.textContent ?? ''];
  for (const element of root.querySelectorAll('[aria-label], [title]')) {
    texts.push(element.getAttribute('aria-label') ?? '', element.getAttribute('title') ?? '');
  }
  return texts.flatMap((text) => text.replace(UNTRANSLATED, ' ').match(/[A-Za-z]{2,}/g) ?? []);
}

afterEach(() => {
  cleanup();
  setActiveCatalogue({ language: 'en', locale: 'en-US', messages: {} });
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
      setActiveCatalogue({ language: 'en', locale: 'en-US', messages: pseudoCatalogue });
      const { container } = renderAt(layout);
      await screen.findByText(pseudoText('Skip to content'));
      expect(englishLeft(container)).toEqual([]);
    });
  }
});
