// @vitest-environment happy-dom
// The list's place filter (docs/product.md §14): the countries that have courses by name, the
// spec's state list in the US, a region (or all of them) elsewhere; choosing a country starts
// with all its regions.
import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { PlaceFilter } from '../../../../src/client/features/courses/components/place-filter';
import { DEFAULT_COURSE_FILTERS } from '../../../../src/client/features/courses/lib/filters';

const PLACES = {
  countries: [
    {
      code: 'DE',
      courses: 3,
      regions: [
        { code: 'DE-BY', name: 'Bayern', courses: 2 },
        { code: 'DE-HH', name: 'Hamburg', courses: 1 },
      ],
    },
    { code: 'GB', courses: 1, regions: [{ code: 'GB-SCT', name: 'Scotland', courses: 1 }] },
    { code: 'US', courses: 2, regions: [{ code: 'US-NC', name: 'North Carolina', courses: 2 }] },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(filters: Partial<typeof DEFAULT_COURSE_FILTERS>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ success: true, data: PLACES }, { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  const update = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(wrap(<PlaceFilter filters={{ ...DEFAULT_COURSE_FILTERS, ...filters }} update={update} />));
  return update;
}

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

it('offers the countries with courses by name, and the spec state list in the US', async () => {
  const update = show({});
  await screen.findByRole('option', { name: 'Germany' });
  expect(optionsOf('Country')).toEqual(['Germany', 'United Kingdom', 'United States']);
  expect(optionsOf('State')).toContain('NC - North Carolina');
  expect(screen.queryByLabelText('Region')).toBeNull();
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } });
  expect(update).toHaveBeenCalledWith({ country: 'DE', region: '' });
});

it("outside the US offers the country's regions, all of them first", async () => {
  const update = show({ country: 'DE' });
  await screen.findByRole('option', { name: 'Bayern' });
  expect(optionsOf('Region')).toEqual(['All regions', 'Bayern', 'Hamburg']);
  expect(screen.queryByLabelText('State')).toBeNull();
  fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'DE-BY' } });
  expect(update).toHaveBeenCalledWith({ region: 'DE-BY' });
});
