// @vitest-environment happy-dom
/**
 * Issue 34, "Claim this course" (docs/product.md §12): a course owner's claim panel on the course
 * screen — the form checks its fields with the shared schema before sending, shows the server's
 * refusals (a 409 in the form, a field's 400 at the field, focused), and then the claim's state.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import ClaimCourse from '../../../../src/client/features/claims/components/claim-course';
import type { OwnClaim } from '../../../../src/shared/schemas';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const USER = '6a1e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d01';
const COURSE = {
  _id: '6a1e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d02',
  name: 'Hillandale Golf Course',
  phone: '(919) 286-4211',
  website: 'https://www.hillandalegolf.com',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const claimOf = (status: OwnClaim['status'], reason: string | null = null): OwnClaim => ({
  _id: '6a1e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d09',
  courseId: COURSE._id,
  courseName: COURSE.name,
  role: 'General manager',
  phone: '+1 919 555 0100',
  note: null,
  status,
  reason,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
});

/** The claims API; `refuse` answers the POST with that status and body instead of creating. */
function stubApi({
  claims = [] as OwnClaim[],
  owned = [] as string[],
  refuse,
}: { claims?: OwnClaim[]; owned?: string[]; refuse?: { status: number; body: object } } = {}) {
  const server = { claims, posts: [] as unknown[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path === `/api/courses/${COURSE._id}/claims`) {
        const body = (await request.json()) as { role: string; phone: string; note?: string };
        server.posts.push(body);
        if (refuse) return json({ success: false, ...refuse.body }, refuse.status);
        const claim = { ...claimOf('pending'), role: body.role, phone: body.phone };
        server.claims = [claim];
        return json({ success: true, data: { claim } }, 201);
      }
      if (path === '/api/owner/claims') return json({ success: true, data: { claims: server.claims } });
      if (path === '/api/owner/courses')
        return json({
          success: true,
          data: {
            courses: owned.map((_id) => ({
              _id,
              name: COURSE.name,
              city: 'Durham',
              state: 'NC',
              country: 'US',
              averageRating: 0,
              totalRestrooms: 0,
              totalReviews: 0,
            })),
          },
        });
      return json({ success: false, message: 'Not found' }, 404);
    }),
  );
  return server;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<ClaimCourse course={COURSE} userId={USER} />, { wrapper: Wrapper });
}

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Claim this course' }));
  return screen.findByRole('dialog', { name: 'Claim this course' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('opens a form that shows the course’s own phone and website for the reviewer', async () => {
  stubApi();
  renderPanel();
  const dialog = await openForm();
  expect(dialog.textContent).toContain('(919) 286-4211');
  expect(dialog.textContent).toContain('https://www.hillandalegolf.com');
  expect(screen.getByLabelText('Your role at the course')).toBeTruthy();
  expect(screen.getByLabelText('Phone number').getAttribute('type')).toBe('tel');
});

it('refuses an empty form at its fields, focuses the first, and sends nothing', async () => {
  const server = stubApi();
  renderPanel();
  await openForm();
  fireEvent.click(screen.getByRole('button', { name: 'Send claim' }));
  const role = screen.getByLabelText('Your role at the course');
  await waitFor(() => expect(document.activeElement).toBe(role));
  expect(role.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Your role at the course is required')).toBeTruthy();
  expect(screen.getByText('A phone number is required')).toBeTruthy();
  expect(server.posts).toEqual([]);
});

it('sends the claim and then shows "Claim pending"', async () => {
  const server = stubApi();
  renderPanel();
  await openForm();
  fireEvent.change(screen.getByLabelText('Your role at the course'), { target: { value: ' Head pro ' } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+1 919 555 0100' } });
  fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Call the pro shop' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send claim' }));
  expect(await screen.findByText('Claim pending')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(server.posts).toEqual([{ role: 'Head pro', phone: '+1 919 555 0100', note: 'Call the pro shop' }]);
  expect(screen.queryByRole('button', { name: 'Claim this course' })).toBeNull();
});

it('shows the server’s 409 in the form and keeps what was typed', async () => {
  stubApi({
    refuse: {
      status: 409,
      body: { code: 'claim_pending', message: 'You already have a claim for this course waiting for review' },
    },
  });
  renderPanel();
  await openForm();
  fireEvent.change(screen.getByLabelText('Your role at the course'), { target: { value: 'Owner' } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '919 555 0100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send claim' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('You already have a claim for this course waiting for review');
  expect((screen.getByLabelText('Your role at the course') as HTMLInputElement).value).toBe('Owner');
});

it('shows a server field error at its field and focuses it', async () => {
  stubApi({
    refuse: {
      status: 400,
      body: {
        message: 'Validation failed',
        errors: [{ path: 'phone', message: 'Enter a real phone number' }],
      },
    },
  });
  renderPanel();
  await openForm();
  fireEvent.change(screen.getByLabelText('Your role at the course'), { target: { value: 'Owner' } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '919 555 0100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send claim' }));
  expect(await screen.findByText('Enter a real phone number')).toBeTruthy();
  const phone = screen.getByLabelText('Phone number');
  await waitFor(() => expect(document.activeElement).toBe(phone));
  expect(phone.getAttribute('aria-invalid')).toBe('true');
});

it('shows a rejected claim with its reason and lets the owner claim again', async () => {
  stubApi({ claims: [claimOf('rejected', 'We could not reach the pro shop')] });
  renderPanel();
  expect(await screen.findByText('Claim rejected')).toBeTruthy();
  expect(screen.getByText('Reason: We could not reach the pro shop')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Claim again' }));
  expect(await screen.findByRole('dialog', { name: 'Claim this course' })).toBeTruthy();
});

it('says so when the owner already owns the course, with no claim button', async () => {
  stubApi({ claims: [claimOf('approved')], owned: [COURSE._id] });
  renderPanel();
  expect(await screen.findByRole('heading', { name: 'You own this course' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Open the owner dashboard' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Claim this course' })).toBeNull();
});
