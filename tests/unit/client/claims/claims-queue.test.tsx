// @vitest-environment happy-dom
/**
 * Issue 34, the admins' Claims queue (docs/product.md §12): each open claim shows what an admin
 * judges it by (the claimant's verified e-mail domain beside the course website's, the phones, role,
 * note, other claims); Approve sends the decision at once, Reject asks a reason first and sends it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ClaimsQueue } from '../../../../src/client/features/claims';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import type { AdminClaim } from '../../../../src/shared/schemas';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CLAIM: AdminClaim = {
  _id: '7b1e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d01',
  courseId: '7b1e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d02',
  courseName: 'Hillandale Golf Course',
  role: 'General manager',
  phone: '+1 919 555 0100',
  note: 'I run the pro shop',
  status: 'pending',
  reason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  claimant: {
    _id: '7b1e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d03',
    firstName: 'Olive',
    lastName: 'Owner',
    email: 'olive@mail.hillandalegolf.com',
    emailVerified: true,
    emailDomain: 'mail.hillandalegolf.com',
  },
  course: {
    phone: '(919) 286-4211',
    website: 'https://www.hillandalegolf.com',
    websiteDomain: 'hillandalegolf.com',
    city: 'Durham',
    state: 'NC',
  },
  domainMatches: true,
  otherClaims: [
    {
      _id: '7b1e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d05',
      courseId: '7b1e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d06',
      courseName: 'Duke Golf Club',
      status: 'rejected',
    },
  ],
  owners: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubApi() {
  const server = { claims: [CLAIM], puts: [] as { path: string; body: unknown }[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (request.method === 'PUT') {
        const body = (await request.json()) as { action: 'approve' | 'reject'; reason?: string };
        server.puts.push({ path, body });
        server.claims = [];
        const { _id, courseId, courseName, role, phone, note, createdAt } = CLAIM;
        const status = body.action === 'approve' ? 'approved' : 'rejected';
        const claim = {
          _id,
          courseId,
          courseName,
          role,
          phone,
          note,
          createdAt,
          status,
          reason: body.reason ?? null,
          decidedAt: createdAt,
        };
        const message =
          body.action === 'approve'
            ? 'Claim approved: they are now an owner of the course'
            : 'Claim rejected: they have been told why';
        return json({ success: true, data: { claim, message } });
      }
      if (path === '/api/admin/claims') return json({ success: true, data: { claims: server.claims } });
      return json({ success: false, message: 'Not found' }, 404);
    }),
  );
  return server;
}

function renderQueue() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<ClaimsQueue />, { wrapper: Wrapper });
}

beforeEach(() => resetToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetToasts();
});

it('shows each claim with the e-mail domain beside the website’s, phones, role, note and other claims', async () => {
  stubApi();
  renderQueue();
  const list = await screen.findByRole('list', { name: 'Claims waiting for review' });
  const card = within(list).getByRole('listitem');
  const text = card.textContent ?? '';
  expect(text).toContain('Domains match: mail.hillandalegolf.com · hillandalegolf.com');
  expect(text).toContain('olive@mail.hillandalegolf.com (verified)');
  expect(text).toContain('General manager');
  expect(text).toContain('+1 919 555 0100');
  expect(text).toContain('(919) 286-4211');
  expect(text).toContain('I run the pro shop');
  expect(text).toContain('Duke Golf Club (rejected)');
});

it('approves with one tap and says what the server did', async () => {
  const server = stubApi();
  renderQueue();
  fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  await screen.findByText('No claims waiting for review.');
  expect(server.puts).toEqual([{ path: `/api/admin/claims/${CLAIM._id}`, body: { action: 'approve' } }]);
  expect(getToasts().map((t) => t.description)).toContain(
    'Claim approved: they are now an owner of the course',
  );
});

it('rejects only with a reason, which it sends', async () => {
  const server = stubApi();
  renderQueue();
  fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject claim' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
  expect(await within(dialog).findByText('A reason is required to reject a claim')).toBeTruthy();
  const reason = within(dialog).getByLabelText('Reason *');
  expect(document.activeElement).toBe(reason);
  expect(server.puts).toEqual([]);
  fireEvent.change(reason, { target: { value: 'The pro shop does not know you' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.puts).toEqual([
    {
      path: `/api/admin/claims/${CLAIM._id}`,
      body: { action: 'reject', reason: 'The pro shop does not know you' },
    },
  ]);
});
