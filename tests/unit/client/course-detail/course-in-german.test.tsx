// @vitest-environment happy-dom
/**
 * The course screen with the German catalogue (issue 39): counts by German plural rules, a rating as
 * German writes it (4,0), and a restroom's kind in German, from the messages the build compiles.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { setActiveCatalogue } from '../../../../src/client/lib/i18n/catalogue';
import german from '../../../../src/client/lib/i18n/catalogues/messages-de';
import { CourseScreen, golferOutboxPerTest, newClient, restroom, wrapperWith } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

golferOutboxPerTest();
beforeEach(() => setActiveCatalogue({ language: 'de', locale: 'de-DE', messages: german }));
afterEach(() => setActiveCatalogue({ language: 'en', locale: 'en-US', messages: {} }));

it('counts, rates and names the restrooms in German', async () => {
  render(<CourseScreen restrooms={[restroom(1, 4.25, 1), restroom(2)]} />, {
    wrapper: wrapperWith(newClient()),
  });
  await screen.findByRole('tab', { name: 'Alle (2)' });
  // The header: the course's 3 reviews and its 2 restrooms, by German plurals; its rating 4,0.
  expect(screen.getByText('(3 Bewertungen)')).toBeTruthy();
  expect(screen.getByText('2 Toiletten')).toBeTruthy();
  expect(screen.getByText('4,0')).toBeTruthy();
  // A card: one review (singular), its rating to one decimal with a comma, its kind in German.
  expect(screen.getByText('4,3 (1 Bewertung)')).toBeTruthy();
  expect(screen.getAllByText('Clubhaus · Fest installiert · Unisex')).toHaveLength(2);
  expect(screen.getAllByRole('button', { name: 'Noch da, alles OK' })).toHaveLength(2);
});
