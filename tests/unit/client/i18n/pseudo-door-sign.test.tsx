// @vitest-environment happy-dom
/**
 * The untranslated-text check (issue 39) over a door sign's page (/r/:code, features/door-sign),
 * drawn in the pseudo-locale. The restroom's and course's names are data.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignReportPage } from '../../../../src/client/features/door-sign';
import { signCodeOf } from '../../../../src/shared/door-signs';
import { englishLeft, pseudoText, showEnglish, showPseudoLocale } from './pseudo';
import { json } from './screens';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RESTROOM = '5d0e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d04';
const CODE = signCodeOf(RESTROOM, '0123456789abcdef0123456789abcdef');
const DATA = /Hole 9 Restroom|Hillandale Golf Course/g;
const ALLOWED = new RegExp([DATA.source].join('|'), 'g');

/** The server answers the sign's lookup; a report gets no answer (no signal at the door). */
function noSignalForReports() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === `/api/signs/${CODE}`)
        return json({
          success: true,
          data: {
            sign: {
              restroomId: RESTROOM,
              restroomName: 'Hole 9 Restroom',
              locationType: 'on-course',
              holeNumber: 9,
              courseId: '5d0e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d05',
              courseName: 'Hillandale Golf Course',
              kinds: ['locked', 'out_of_order', 'no_paper', 'no_soap', 'needs_cleaning', 'closed_for_season'],
            },
          },
        });
      throw new TypeError('Failed to fetch');
    }),
  );
}

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/r/:code" element={<SignReportPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  showEnglish();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('untranslated-text check: a door sign', () => {
  it("the sign's page, its problems, and a report kept without signal", async () => {
    noSignalForReports();
    showPseudoLocale();
    const { container } = renderAt(`/r/${CODE}`);
    await screen.findByText('Hillandale Golf Course', undefined, { timeout: 5000 });
    expect(screen.getByText(pseudoText('Problem here?'))).toBeTruthy();
    expect(englishLeft(container, ALLOWED)).toEqual([]);
    const [first] = screen.getAllByRole('button');
    await act(async () => first!.click());
    await screen.findByText(pseudoText('You are offline.'), undefined, { timeout: 5000 });
    expect(englishLeft(container, ALLOWED)).toEqual([]);
  });

  it('a retired sign', () => {
    showPseudoLocale();
    const { container } = renderAt('/r/not-a-code');
    expect(screen.getByRole('heading', { name: pseudoText('This sign is no longer in use') })).toBeTruthy();
    expect(englishLeft(container)).toEqual([]);
  });
});
