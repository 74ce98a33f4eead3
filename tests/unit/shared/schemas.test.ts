import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  courseInputSchema,
  courseListQuerySchema,
  loginRequestSchema,
  registerRequestSchema,
  restroomInputSchema,
  reviewInputSchema,
  submissionReviewSchema,
  toFieldErrors,
} from '../../../src/shared/schemas';

/** Messages by field path for a failed parse; an empty object when the input is valid. */
function messages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  return Object.fromEntries(toFieldErrors(result.issues).map((e) => [e.path, e.message]));
}

describe('registration (docs/product.md §5)', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', email: ' Ada@Example.COM ', password: 'secret1' };

  it('normalises the email and defaults the role to regular', () => {
    const out = v.parse(registerRequestSchema, valid);
    expect(out.email).toBe('ada@example.com');
    expect(out.role).toBe('regular');
  });

  it('gives the spec’s messages for missing fields', () => {
    expect(
      messages(registerRequestSchema, { firstName: ' ', lastName: '', email: '', password: '' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('requires at least 6 password characters', () => {
    expect(messages(registerRequestSchema, { ...valid, password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });

  it('refuses admin at sign-up', () => {
    expect(Object.keys(messages(registerRequestSchema, { ...valid, role: 'admin' }))).toEqual(['role']);
    expect(v.parse(registerRequestSchema, { ...valid, role: 'course_owner' }).role).toBe('course_owner');
  });

  it('requires email and password to sign in', () => {
    expect(messages(loginRequestSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});

describe('course input (docs/product.md §5)', () => {
  const valid = {
    name: 'Pinehurst No. 2',
    address: '1 Carolina Vista Dr',
    city: 'Pinehurst',
    state: 'nc',
    zipCode: '28374',
    latitude: '35.19',
    longitude: -79.47,
  };

  it('accepts numeric strings for coordinates and upper-cases the state', () => {
    const out = v.parse(courseInputSchema, valid);
    expect(out.latitude).toBe(35.19);
    expect(out.longitude).toBe(-79.47);
    expect(out.state).toBe('NC');
    expect(out.phone).toBeUndefined();
  });

  it('gives the spec’s required messages', () => {
    expect(messages(courseInputSchema, {})).toEqual({
      name: 'Course name is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      latitude: 'Latitude is required',
      longitude: 'Longitude is required',
    });
  });

  it('refuses out-of-range and non-numeric coordinates', () => {
    expect(messages(courseInputSchema, { ...valid, latitude: '91' })).toEqual({
      latitude: 'Latitude must be between -90 and 90',
    });
    expect(messages(courseInputSchema, { ...valid, longitude: 'abc' })).toEqual({
      longitude: 'Longitude must be a number',
    });
  });
});

describe('course list query (docs/product.md §5)', () => {
  it('parses numbers and drops empty parameters', () => {
    const out = v.parse(courseListQuerySchema, {
      state: ' nc ',
      search: '',
      latitude: '35.7',
      longitude: '-79',
      radius: '50',
      page: '2',
      limit: '10',
    });
    expect(out).toMatchObject({
      state: 'NC',
      latitude: 35.7,
      longitude: -79,
      radius: 50,
      page: 2,
      limit: 10,
    });
    expect(out.search).toBeUndefined();
  });

  it('refuses a limit above 100, fractional pages and lone coordinates', () => {
    expect(v.safeParse(courseListQuerySchema, { limit: '101' }).success).toBe(false);
    expect(v.safeParse(courseListQuerySchema, { page: '1.5' }).success).toBe(false);
    expect(v.safeParse(courseListQuerySchema, { latitude: '35' }).success).toBe(false);
    expect(v.safeParse(courseListQuerySchema, { minRating: 'lots' }).success).toBe(false);
  });
});

describe('restroom input (docs/product.md §5)', () => {
  const valid = {
    courseId: 'c1',
    name: 'Clubhouse Main',
    locationType: 'clubhouse',
    facilityType: 'permanent',
    gender: 'unisex',
    accessibility: false,
  };

  it('requires a name', () => {
    expect(messages(restroomInputSchema, { ...valid, name: '  ' })).toEqual({
      name: 'Restroom name is required',
    });
  });

  it('requires a hole number for on-course restrooms', () => {
    expect(
      messages(restroomInputSchema, { ...valid, locationType: 'on-course', name: 'Hole 7 Restroom' }),
    ).toEqual({
      holeNumber: 'Hole number is required for on-course restrooms',
    });
    expect(
      v.safeParse(restroomInputSchema, { ...valid, locationType: 'on-course', holeNumber: 7 }).success,
    ).toBe(true);
  });
});

describe('review input (docs/product.md §5)', () => {
  it('needs a whole star rating from 1 to 5', () => {
    for (const rating of [0, 6, 2.5, '4']) {
      expect(messages(reviewInputSchema, { rating })).toEqual({ rating: 'Please select a star rating.' });
    }
    expect(v.parse(reviewInputSchema, { rating: 5, comment: '   ' }).comment).toBeUndefined();
  });
});

describe('submission review (docs/product.md §5)', () => {
  it('needs a non-blank reason to reject but not to approve', () => {
    expect(v.safeParse(submissionReviewSchema, { action: 'approve' }).success).toBe(true);
    expect(messages(submissionReviewSchema, { action: 'reject', reason: '   ' })).toEqual({
      reason: 'Rejection reason is required',
    });
    expect(v.safeParse(submissionReviewSchema, { action: 'delete' }).success).toBe(false);
  });
});
