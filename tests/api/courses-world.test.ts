/**
 * Courses anywhere (issue 35, docs/product.md §14), on both databases: the country and region
 * filters (a US state as before, its region code as the same filter), name search that ignores
 * accents and case, `unit=km` on the list and on nearby restrooms, the places list, the public
 * stats' country count, the payload rules of a course outside the US, and error codes.
 */
import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/shared/error-codes';
import { haversineMiles } from '../../src/shared/geo';
import {
  coursePlacesSchema,
  courseListResultSchema,
  courseResultSchema,
  errorBodySchema,
  nearbyRestroomListResultSchema,
  publicStatsResultSchema,
  successSchema,
} from '../../src/shared/schemas';
import { KM_PER_MILE } from '../../src/shared/units';
import { describeEachDatabase } from './helpers/databases';
import { bearer, register, signInAsNewAdmin } from './helpers/auth';
import { destination, insertCourses, jsonRequest } from './helpers/courses';
import { seedRestrooms } from './helpers/restrooms';

const MUNICH = { latitude: 48.1372, longitude: 11.5756 };

describeEachDatabase('courses in every country', (getCtx) => {
  const get = async <T extends v.GenericSchema>(path: string, schema: T): Promise<v.InferOutput<T>> => {
    const res = await getCtx().request(path);
    expect(res.status, path).toBe(200);
    const body = (await res.json()) as { data: unknown };
    expect(v.is(successSchema(schema), body), path).toBe(true);
    return v.parse(schema, body.data);
  };
  const list = (query: string) => get(`/api/courses?${query}`, courseListResultSchema);
  const names = async (query: string) => (await list(query)).courses.map((c) => c.name);

  let riemId = '';
  beforeAll(async () => {
    const { db } = getCtx();
    const near = (miles: number, bearing: number) => destination(MUNICH, miles, bearing);
    const rows = await insertCourses(db, [
      { name: 'Golfclub München-Riem', country: 'DE', state: null, region: 'DE-BY', ...near(5, 90) },
      // 12 km out: inside a 10-mile radius (16 km), outside a 10 km one.
      {
        name: 'Golfplatz Straßlach',
        country: 'DE',
        state: null,
        region: 'DE-BY',
        ...near(12 / KM_PER_MILE, 180),
      },
      {
        name: 'Golf Club Hamburg-Walddörfer',
        country: 'DE',
        state: null,
        region: 'DE-HH',
        latitude: 53.66,
        longitude: 10.17,
      },
      {
        name: 'Old Course St Andrews',
        country: 'GB',
        state: null,
        region: 'GB-SCT',
        latitude: 56.343,
        longitude: -2.803,
      },
      {
        name: 'Golf de Saint-Cloud',
        country: 'FR',
        state: null,
        region: null,
        latitude: 48.86,
        longitude: 2.19,
      },
      { name: 'Pinehurst No. 2', latitude: 35.19, longitude: -79.47 },
      { name: 'Kiawah Ocean Course', state: 'SC', latitude: 32.61, longitude: -80.04 },
    ]);
    riemId = rows[0]!.id;
    await seedRestrooms(db, [{ courseId: riemId, name: 'Clubhouse Main', status: 'approved' }]);
  });

  it('filters by country and by region; a US state and its region code filter alike', async () => {
    expect(await names('country=DE')).toEqual([
      'Golf Club Hamburg-Walddörfer',
      'Golfclub München-Riem',
      'Golfplatz Straßlach',
    ]);
    expect(await names('country=de&region=DE-BY')).toEqual(['Golfclub München-Riem', 'Golfplatz Straßlach']);
    expect(await names('region=GB-SCT')).toEqual(['Old Course St Andrews']);
    expect(await names('state=NC')).toEqual(['Pinehurst No. 2']);
    expect(await names('region=US-NC')).toEqual(['Pinehurst No. 2']);
    expect(await names('country=US')).toEqual(['Kiawah Ocean Course', 'Pinehurst No. 2']);
    const [course] = (await list('country=GB')).courses;
    expect(course).toMatchObject({ country: 'GB', region: 'GB-SCT', state: null });
    const [us] = (await list('state=SC')).courses;
    expect(us).toMatchObject({ country: 'US', region: 'US-SC', state: 'SC' });
  });

  it('finds names ignoring accents and case, across countries', async () => {
    expect(await names('search=Munchen')).toEqual(['Golfclub München-Riem']);
    expect(await names('search=MÜNCHEN')).toEqual(['Golfclub München-Riem']);
    expect(await names('search=strasslach')).toEqual(['Golfplatz Straßlach']);
    expect(await names('search=walddorfer')).toEqual(['Golf Club Hamburg-Walddörfer']);
    expect(await names('search=golf%20club')).toEqual(['Golf Club Hamburg-Walddörfer']);
    // A wildcard typed by a golfer is a character, not a pattern.
    expect(await names('search=%25')).toEqual([]);
  });

  it('takes the radius and answers distances in km with unit=km', async () => {
    const miles = await list(`latitude=${MUNICH.latitude}&longitude=${MUNICH.longitude}&radius=10`);
    expect(miles.courses.map((c) => c.name)).toEqual(['Golfclub München-Riem', 'Golfplatz Straßlach']);
    const km = await list(`latitude=${MUNICH.latitude}&longitude=${MUNICH.longitude}&radius=10&unit=km`);
    expect(km.courses.map((c) => c.name)).toEqual(['Golfclub München-Riem']);
    expect(km.courses[0]!.distance).toBeCloseTo(miles.courses[0]!.distance! * KM_PER_MILE, 9);
    expect(km.courses[0]!.distance).toBeCloseTo(5 * KM_PER_MILE, 6);
    // The spec's limit is 1000 miles; in km the same distance.
    const far = `latitude=${MUNICH.latitude}&longitude=${MUNICH.longitude}&radius=1500`;
    expect((await getCtx().request(`/api/courses?${far}`)).status).toBe(400);
    expect((await list(`${far}&unit=km`)).total).toBe(5);
    const bad = await getCtx().request('/api/courses?unit=furlongs');
    expect(v.parse(errorBodySchema, await bad.json())).toMatchObject({ code: 'invalid_input' });
  });

  it('answers nearby restrooms in km with unit=km', async () => {
    const at = `latitude=${MUNICH.latitude}&longitude=${MUNICH.longitude}`;
    const mi = await get(`/api/restrooms/nearby?${at}&radius=6`, nearbyRestroomListResultSchema);
    const km = await get(`/api/restrooms/nearby?${at}&radius=6&unit=km`, nearbyRestroomListResultSchema);
    expect(mi.restrooms).toHaveLength(1);
    expect(km.restrooms).toHaveLength(0);
    const wide = await get(`/api/restrooms/nearby?${at}&radius=10&unit=km`, nearbyRestroomListResultSchema);
    expect(wide.restrooms[0]!.distance).toBeCloseTo(mi.restrooms[0]!.distance * KM_PER_MILE, 9);
    // Straßlach lists no restroom: its likely clubhouse (docs/product.md §13) speaks km too.
    const likely = await get(`/api/restrooms/nearby?${at}&radius=15&unit=km`, nearbyRestroomListResultSchema);
    expect(likely.restrooms.map((row) => [row.likely, row.courseName])).toEqual([
      [false, 'Golfclub München-Riem'],
      [true, 'Golfplatz Straßlach'],
    ]);
    expect(likely.restrooms[1]!.distance).toBeCloseTo(12, 6);
  });

  it('lists the countries and regions that have courses, and counts countries', async () => {
    const { countries } = await get('/api/courses/places', coursePlacesSchema);
    expect(countries.map((c) => [c.code, c.courses])).toEqual([
      ['DE', 3],
      ['FR', 1],
      ['GB', 1],
      ['US', 2],
    ]);
    expect(countries[0]!.regions).toEqual([
      { code: 'DE-BY', name: 'Bayern', courses: 2 },
      { code: 'DE-HH', name: 'Hamburg', courses: 1 },
    ]);
    expect(countries[1]!.regions).toEqual([]);
    expect(countries[3]!.regions.map((r) => r.name)).toEqual(['North Carolina', 'South Carolina']);
    const { stats } = await get('/api/stats/public', publicStatsResultSchema);
    expect(stats).toMatchObject({ totalCourses: 7, totalCountries: 4 });
  });

  it('takes a course outside the US with its region and postal code; a US course keeps the ZIP rule', async () => {
    const admin = bearer((await signInAsNewAdmin(getCtx().db, getCtx().request)).accessToken);
    const base = {
      name: 'Royal Troon',
      address: 'Craigend Road',
      city: 'Troon',
      latitude: 55.53,
      longitude: -4.65,
    };
    const res = await getCtx().request(
      '/api/courses',
      jsonRequest('POST', { ...base, country: 'gb', region: 'GB-SCT', zipCode: 'KA10 6EP' }, admin),
    );
    expect(res.status).toBe(201);
    const { course } = v.parse(successSchema(courseResultSchema), await res.json()).data;
    expect(course).toMatchObject({ country: 'GB', region: 'GB-SCT', state: null, zipCode: 'KA10 6EP' });
    // No postal code at all is fine outside the US.
    const bare = await getCtx().request(
      '/api/courses',
      jsonRequest('POST', { ...base, name: 'Bare', country: 'IE' }, admin),
    );
    expect(bare.status).toBe(201);
    const us = await getCtx().request(
      '/api/courses',
      jsonRequest('POST', { ...base, state: 'NC', zipCode: 'KA10 6EP' }, admin),
    );
    expect(us.status).toBe(400);
    expect(await us.json()).toMatchObject({
      code: 'invalid_input',
      message: 'ZIP code must be 5 digits (or ZIP+4)',
      errors: [{ path: 'zipCode', message: 'ZIP code must be 5 digits (or ZIP+4)' }],
    });
    const noState = await getCtx().request(
      '/api/courses',
      jsonRequest('POST', { ...base, zipCode: '28374' }, admin),
    );
    expect(await noState.json()).toMatchObject({ code: 'invalid_input', message: 'State is required' });
  });

  it('gives every error a code of the shared list', async () => {
    // Real accounts: a role is read from the account, so a token of nobody is a 401.
    const admin = bearer((await signInAsNewAdmin(getCtx().db, getCtx().request)).accessToken);
    const golfer = bearer((await register(getCtx().request)).accessToken);
    const cases: [string, RequestInit | undefined, number, string][] = [
      ['/api/courses/00000000-0000-4000-8000-000000000000', undefined, 404, 'course_not_found'],
      ['/api/courses?country=Germany', undefined, 400, 'invalid_input'],
      ['/api/nowhere', undefined, 404, 'route_not_found'],
      ['/api/courses', jsonRequest('POST', {}), 401, 'auth_required'],
      ['/api/courses', jsonRequest('POST', {}, golfer), 403, 'forbidden'],
      [
        '/api/courses',
        { method: 'POST', headers: { ...admin, 'content-type': 'text/plain' }, body: '{}' },
        415,
        'json_required',
      ],
      [
        '/api/courses',
        { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: '{' },
        400,
        'invalid_json',
      ],
    ];
    for (const [path, init, status, code] of cases) {
      const res = await getCtx().request(path, init);
      expect(res.status, path).toBe(status);
      const body = v.parse(errorBodySchema, await res.json());
      expect(body.code, path).toBe(code);
      expect(Object.keys(ERROR_CODES)).toContain(body.code);
    }
  });

  it('measures from every country: the nearest course to a point in Scotland is Scottish', async () => {
    const at = { latitude: 56.34, longitude: -2.8 };
    const [nearest] = (await list(`latitude=${at.latitude}&longitude=${at.longitude}&radius=1000&limit=1`))
      .courses;
    expect(nearest).toMatchObject({ name: 'Old Course St Andrews', country: 'GB' });
    expect(nearest!.distance).toBeCloseTo(haversineMiles(at, nearest!), 9);
  });
});
