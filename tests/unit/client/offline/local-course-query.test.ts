import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../../../../src/shared/geo';
import { answerCourseQueryLocally } from '../../../../src/client/offline/local-course-query';
import { COURSES, course, RALEIGH } from './fixtures';

const names = (query: Parameters<typeof answerCourseQueryLocally>[1]) =>
  answerCourseQueryLocally(COURSES, query).courses.map((c) => c.name);

describe('answerCourseQueryLocally (the server rules, on saved courses)', () => {
  it('keeps one state, ordered by name ignoring case', () => {
    expect(names({ state: 'NC' })).toEqual([
      'Hillandale Golf Course',
      'Lonnie Poole Golf Course',
      'Myers Park Country Club',
      'pinehurst No. 2',
      'Wildwood Green Golf Club',
    ]);
    expect(names({ state: ' sc ' })).toEqual(['Harbour Town Golf Links']);
    expect(names({})).toHaveLength(6);
  });

  it('searches names for a case-insensitive substring', () => {
    expect(names({ state: 'NC', search: 'GOLF C' })).toEqual([
      'Hillandale Golf Course',
      'Lonnie Poole Golf Course',
      'Wildwood Green Golf Club',
    ]);
    expect(names({ search: '  pinehurst ' })).toEqual(['pinehurst No. 2']);
    expect(names({ search: 'Durham' })).toEqual([]); // names only, like the server
  });

  it('keeps a country and a region, and finds names ignoring accents and case, as the server does', () => {
    const world = [
      ...COURSES,
      course('de', { name: 'Golfclub München-Riem', state: null, country: 'DE', region: 'DE-BY' }),
      course('gb', { name: 'Old Course St Andrews', state: null, country: 'GB', region: 'GB-SCT' }),
    ];
    const named = (query: Parameters<typeof answerCourseQueryLocally>[1]) =>
      answerCourseQueryLocally(world, query).courses.map((c) => c._id);
    expect(named({ country: 'de' })).toEqual(['de']);
    expect(named({ country: 'GB', region: 'gb-sct' })).toEqual(['gb']);
    expect(named({ region: 'US-SC' })).toEqual(['f']);
    expect(named({ country: 'US' })).toHaveLength(6);
    expect(named({ search: 'MUNCHEN' })).toEqual(['de']);
    expect(named({ search: 'münchen-riem' })).toEqual(['de']);
  });

  it('keeps a radius by haversine, nearest first, with the distance', () => {
    const result = answerCourseQueryLocally(COURSES, { state: 'NC', ...RALEIGH, radius: 30 });
    expect(result.courses.map((c) => c._id)).toEqual(['a', 'b', 'c']);
    for (const c of result.courses) expect(c.distance).toBeCloseTo(haversineMiles(RALEIGH, c), 10);
    expect(result.courses[0]!.distance!).toBeLessThan(result.courses[1]!.distance!);
    // No radius: the spec's default 50 miles, as the server does.
    expect(answerCourseQueryLocally(COURSES, { ...RALEIGH }).total).toBe(3);
  });

  it('leaves out courses without a usable position when a radius applies', () => {
    const broken = [...COURSES, course('x', { latitude: Number.NaN }), course('y', { latitude: 95 })];
    expect(answerCourseQueryLocally(broken, { ...RALEIGH, radius: 1000 }).total).toBe(6);
    expect(answerCourseQueryLocally(broken, {}).total).toBe(8);
  });

  it('applies the minimum rating and verified-only', () => {
    expect(names({ state: 'NC', minRating: 4 })).toEqual([
      'Hillandale Golf Course',
      'Lonnie Poole Golf Course',
      'pinehurst No. 2',
    ]);
    expect(names({ state: 'NC', minRating: 0 })).toHaveLength(5);
    expect(names({ verified: true })).toEqual([
      'Harbour Town Golf Links',
      'Hillandale Golf Course',
      'Lonnie Poole Golf Course',
    ]);
    expect(names({ state: 'NC', verified: true, minRating: 4.5 })).toEqual(['Lonnie Poole Golf Course']);
  });

  it('pages like the server: limit, page, total and pages', () => {
    const first = answerCourseQueryLocally(COURSES, { limit: 4, page: 1 });
    const second = answerCourseQueryLocally(COURSES, { limit: 4, page: 2 });
    expect([first.total, first.pages, first.page, first.courses.length]).toEqual([6, 2, 1, 4]);
    expect([second.page, second.courses.length]).toEqual([2, 2]);
    expect(answerCourseQueryLocally(COURSES, { state: 'TX' })).toEqual({
      courses: [],
      total: 0,
      pages: 0,
      page: 1,
    });
    expect(answerCourseQueryLocally(COURSES, {}).courses).toHaveLength(6); // default page size 10
  });
});
