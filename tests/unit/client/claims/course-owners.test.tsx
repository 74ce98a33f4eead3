// @vitest-environment happy-dom
/**
 * Issue 34, a course's owners on its owner-dashboard card (docs/product.md §12): opened on demand,
 * they list each owner (owners see each other); an admin removes one after confirming, an owner
 * cannot.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CourseOwners } from '../../../../src/client/features/claims';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const COURSE = '8c1e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d01';
const OLIVE = {
  _id: '8c1e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d02',
  firstName: 'Olive',
  lastName: 'Owner',
  email: 'olive@example.com',
};
const PAT = {
  _id: '8c1e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d03',
  firstName: 'Pat',
  lastName: 'Pro',
  email: 'pat@example.com',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubApi() {
  const server = { owners: [OLIVE, PAT], deletes: [] as string[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (request.method === 'DELETE') {
        server.deletes.push(path);
        server.owners = server.owners.filter((owner) => !path.endsWith(owner._id));
        return json({ success: true, data: { message: 'Owner removed' } });
      }
      if (path === `/api/courses/${COURSE}/owners`)
        return json({ success: true, data: { owners: server.owners } });
      return json({ success: false, message: 'Not found' }, 404);
    }),
  );
  return server;
}

function renderOwners(admin: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<CourseOwners courseId={COURSE} courseName="Hillandale" admin={admin} />, { wrapper: Wrapper });
  fireEvent.click(screen.getByRole('button', { name: 'Owners' }));
  return screen.findByRole('list', { name: 'Owners of Hillandale' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows an owner the course’s other owners, with no way to remove them', async () => {
  stubApi();
  const list = await renderOwners(false);
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Olive Owner olive@example.com', 'Pat Pro pat@example.com']);
  expect(screen.queryByRole('button', { name: 'Remove owner' })).toBeNull();
});

it('lets an admin remove an owner after confirming', async () => {
  const server = stubApi();
  const list = await renderOwners(true);
  fireEvent.click(within(list).getAllByRole('button', { name: 'Remove owner' })[1]!);
  const confirm = await screen.findByRole('alertdialog', { name: 'Remove owner' });
  expect(server.deletes).toEqual([]);
  fireEvent.click(within(confirm).getByRole('button', { name: 'Remove owner' }));
  await waitFor(() => expect(screen.queryByText('Pat Pro')).toBeNull());
  expect(server.deletes).toEqual([`/api/admin/courses/${COURSE}/owners/${PAT._id}`]);
});
