import { describe, expect, it } from 'vitest';
import { buildCourseListParams, courseQueryKey } from '../../../../src/client/offline/course-query';

describe('buildCourseListParams (docs/product.md §5 course list query)', () => {
  it('sends the state only when non-empty after trimming', () => {
    expect(buildCourseListParams({ state: ' NC ' })).toEqual({ state: 'NC' });
    expect(buildCourseListParams({ state: '   ' })).toEqual({});
    expect(buildCourseListParams({ state: '' })).toEqual({});
  });

  it('sends numbers only when they are valid', () => {
    expect(
      buildCourseListParams({
        latitude: 35.5,
        longitude: -78.25,
        radius: 50,
        minRating: 0,
        page: 2,
        limit: 10,
      }),
    ).toEqual({
      latitude: '35.5',
      longitude: '-78.25',
      radius: '50',
      minRating: '0',
      page: '2',
      limit: '10',
    });
    expect(
      buildCourseListParams({
        latitude: Number.NaN,
        longitude: Number.POSITIVE_INFINITY,
        radius: undefined,
        minRating: Number.NaN,
        page: Number.NEGATIVE_INFINITY,
      }),
    ).toEqual({});
  });

  it("sends verified only when true, as 'true'", () => {
    expect(buildCourseListParams({ verified: true })).toEqual({ verified: 'true' });
    expect(buildCourseListParams({ verified: false })).toEqual({});
  });

  it('sends the search when non-empty', () => {
    expect(buildCourseListParams({ search: ' pine ' })).toEqual({ search: 'pine' });
    expect(buildCourseListParams({ search: '  ' })).toEqual({});
  });

  it('keys equal queries equally, whatever the field order', () => {
    expect(courseQueryKey({ state: 'NC', page: 1, verified: false })).toBe(
      courseQueryKey({ page: 1, state: 'NC ' }),
    );
    expect(courseQueryKey({ state: 'NC', search: 'a b', page: 1 })).toBe('page=1&search=a+b&state=NC');
  });
});
