// @vitest-environment happy-dom
/**
 * Issue 34, a door sign's page /r/:code (docs/product.md §12): one tap sends the report without an
 * account; without signal the report is kept on the phone and sent once the browser is back
 * online, or when the page opens again; a refusal is shown in the server's words and not kept.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SignReportPage } from '../../../../src/client/features/door-sign';
import { signCodeOf } from '../../../../src/shared/door-signs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RESTROOM = '5d0e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d04';
const CODE = signCodeOf(RESTROOM, '0123456789abcdef0123456789abcdef');
const KEPT = `fairway:sign-report:${CODE}`;
const LOOKUP = {
  restroomId: RESTROOM,
  restroomName: 'Hole 9 Restroom',
  locationType: 'on-course',
  holeNumber: 9,
  courseId: '5d0e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d05',
  courseName: 'Hillandale Golf Course',
  kinds: ['locked', 'out_of_order', 'no_paper', 'no_soap', 'needs_cleaning', 'closed_for_season'],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server: `reports` answers each POST (a Response, or 'offline' for no answer at all). */
function stubServer(reports: (() => Response | 'offline')[]) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path === `/api/signs/${CODE}`) return json({ success: true, data: { sign: LOOKUP } });
      if (request.method === 'POST' && path === `/api/restrooms/${RESTROOM}/reports`) {
        const answer = reports.shift()?.() ?? 'offline';
        if (answer === 'offline') throw new TypeError('Failed to fetch');
        sent.push(await request.json());
        return answer;
      }
      return json({ success: false, message: 'Not found' }, 404);
    }),
  );
  return sent;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/r/${CODE}`]}>
        <Routes>
          <Route path="/r/:code" element={<SignReportPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('keeps a report made without signal and sends it when the browser is back online', async () => {
  const sent = stubServer([() => 'offline', () => json({ success: false, message: 'x' }, 400)]);
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Hole 9 Restroom' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /^Out of paper/ }));
  expect(await screen.findByText('You are offline.')).toBeTruthy();
  expect(JSON.parse(localStorage.getItem(KEPT)!)).toMatchObject({ kind: 'no_paper' });
  // Back online: the kept report goes by itself (refused here: the e2e test has the accepted one).
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(sent).toEqual([{ kind: 'no_paper', signCode: CODE }]));
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'x');
  expect(localStorage.getItem(KEPT)).toBeNull();
});

it('sends a report kept earlier as soon as the page opens again, and a refusal keeps nothing', async () => {
  localStorage.setItem(KEPT, JSON.stringify({ kind: 'locked', at: Date.now() }));
  const message = 'A report about this restroom was already sent from your network within the hour.';
  const sent = stubServer([() => json({ success: false, code: 'sign_report_rate_limited', message }, 429)]);
  renderPage();
  await waitFor(() => expect(sent).toEqual([{ kind: 'locked', signCode: CODE }]));
  expect((await screen.findByRole('alert')).textContent).toBe(message);
  expect(localStorage.getItem(KEPT)).toBeNull();
});
