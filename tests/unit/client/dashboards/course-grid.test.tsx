// @vitest-environment happy-dom
/**
 * Issue 38: an admin's 'My Courses' drew all 9,317 cards (10.5 s, a page 1.19 million px tall). It
 * draws a page of 24 with "Show more courses", and past a page offers a search by name, city or state.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { CourseGrid } from '../../../../src/client/features/owner/components/course-grid';
import type { OwnerCourse } from '../../../../src/shared/schemas/owner';

afterEach(cleanup);

const course = (n: number, name = `Course ${n}`, city = 'Raleigh', state = 'NC') =>
  ({
    _id: `c${n}`,
    name,
    city,
    state,
    country: 'US',
    averageRating: 4,
    totalRestrooms: 1,
    totalReviews: 2,
  }) as OwnerCourse;

const many = [
  ...Array.from({ length: 9_000 }, (_, i) => course(i)),
  course(9_001, 'Château Golf', 'Pinehurst'),
  course(9_002, 'Pine Needles', 'Southern Pines'),
];
const cards = () => screen.getAllByRole('listitem');

it('draws a page at a time, and "Show more courses" adds the next page', () => {
  render(<CourseGrid courses={many} />, { wrapper: MemoryRouter });
  expect(cards()).toHaveLength(24);
  expect(screen.getByRole('status').textContent).toBe('Showing 24 of 9,002 courses');
  fireEvent.click(screen.getByRole('button', { name: 'Show more courses' }));
  expect(cards()).toHaveLength(48);
});

it('searches by name, city or state, case and accents aside', () => {
  render(<CourseGrid courses={many} />, { wrapper: MemoryRouter });
  const search = screen.getByRole('searchbox', { name: 'Search my courses' });
  fireEvent.change(search, { target: { value: 'chateau' } });
  expect(cards().map((card) => card.querySelector('h3')?.textContent)).toEqual(['Château Golf']);
  fireEvent.change(search, { target: { value: 'pine' } });
  expect(cards()).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Show more courses' })).toBeNull();
  fireEvent.change(search, { target: { value: 'augusta' } });
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  expect(screen.getByRole('status').textContent).toBe('No course matches your search.');
});

it('an owner of a few courses sees them all, with no search', () => {
  render(<CourseGrid courses={[course(1), course(2)]} />, { wrapper: MemoryRouter });
  expect(cards()).toHaveLength(2);
  expect(screen.queryByRole('searchbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Show more courses' })).toBeNull();
});

it('finds a course outside the US (no state) by its name or country, never by the missing state', () => {
  const abroad = (n: number, name: string, city: string) =>
    ({ ...course(n, name, city), state: null, country: 'DE' }) as OwnerCourse;
  const courses = [
    ...Array.from({ length: 30 }, (_, i) => course(i)),
    abroad(31, 'Golfclub München', 'München'),
    abroad(32, 'Golfplatz Straßlach', 'Straßlach'),
  ];
  render(<CourseGrid courses={courses} />, { wrapper: MemoryRouter });
  const names = () => cards().map((card) => card.querySelector('h3')?.textContent);
  const search = screen.getByRole('searchbox', { name: 'Search my courses' });
  fireEvent.change(search, { target: { value: 'munchen' } });
  expect(names()).toEqual(['Golfclub München']);
  // The card says where it is: its city and country, as a US card says its city and state.
  expect(cards()[0]!.textContent).toContain('München, Germany');
  // The course list's fold (shared/search-fold.ts): ß is ss.
  fireEvent.change(search, { target: { value: 'strasslach' } });
  expect(names()).toEqual(['Golfplatz Straßlach']);
  fireEvent.change(search, { target: { value: 'germany' } });
  expect(names()).toEqual(['Golfclub München', 'Golfplatz Straßlach']);
  fireEvent.change(search, { target: { value: 'null' } });
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
});

it("a US course's card keeps its city and state", () => {
  render(<CourseGrid courses={[course(1, 'Pinehurst No. 2', 'Pinehurst')]} />, { wrapper: MemoryRouter });
  expect(cards()[0]!.textContent).toContain('Pinehurst, NC');
  expect(cards()[0]!.textContent).not.toContain('United States');
});
