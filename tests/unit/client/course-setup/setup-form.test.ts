/**
 * The course set-up's form (docs/product.md §12): prefilled from the listed restrooms and the
 * course's facts (§13), its body as the server takes it (a "No" takes its place's listed restrooms
 * off, a row taken off too), and the shared schema's messages keyed by the field they belong to.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { courseSetupSchema } from '../../../../src/shared/schemas/course-setup';
import type { CourseFacts } from '../../../../src/shared/schemas/courses';
import { detailsAnswerOf, type Restroom } from '../../../../src/shared/schemas';
import {
  checkSetup,
  newOnCourseRow,
  prefillSetup,
  setupBody,
  takeOff,
} from '../../../../src/client/features/course-setup/lib/setup-form';

const NOW = new Date('2026-07-01T12:00:00.000Z');
let serial = 0;

function listed(fields: Partial<Restroom> & Pick<Restroom, 'name' | 'locationType'>): Restroom {
  serial += 1;
  return {
    _id: `0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0${String(serial).padStart(3, '0')}`,
    courseId: '5d9f4c1e-1111-4a0b-9a59-2f8d3c1e0c01',
    holeNumber: null,
    facilityType: 'permanent',
    gender: 'unisex',
    accessibility: false,
    isVerified: false,
    status: 'approved',
    averageRating: 0,
    totalReviews: 0,
    submittedBy: null,
    createdAt: NOW.toISOString(),
    feedback: { helpful: { count: 0, users: [] }, invalid: { count: 0, users: [] } },
    ...detailsAnswerOf({}, NOW),
    courseLatitude: 35.19,
    courseLongitude: -79.47,
    ...fields,
  };
}

const facts = (over: Partial<CourseFacts>): CourseFacts => ({
  clubhouseRestroom: 'likely',
  onCourseRestrooms: 'unknown',
  agreeing: 0,
  lastAnsweredAt: null,
  disputed: [],
  ...over,
});

describe('prefill', () => {
  it('puts every listed restroom in its place, with what OpenStreetMap and golfers said of it', () => {
    const osm = listed({
      name: 'Pro Shop Toilets',
      locationType: 'clubhouse',
      source: 'openstreetmap',
      access: 'customers',
      openingHours: 'Mo-Su 07:00-19:00',
      amenities: { ...detailsAnswerOf({}, NOW).amenities, soap: true },
    });
    const confirmed = listed({
      name: 'Locker Room',
      locationType: 'clubhouse',
      ownerConfirmedAt: NOW.toISOString(),
    });
    const turn = listed({ name: 'Turn House', locationType: 'halfway-house', holeNumber: 10 });
    const hole12 = listed({ name: 'Hole 12 Restroom', locationType: 'on-course', holeNumber: 12 });
    const hole3 = listed({
      name: 'Hole 3 Restroom',
      locationType: 'on-course',
      holeNumber: 3,
      facilityType: 'portable',
      status: 'pending',
    });
    const unstated = listed({
      name: 'On-course Restroom',
      locationType: 'on-course',
      unstated: ['facilityType'],
    });

    const form = prefillSetup(
      [osm, confirmed, turn, hole12, hole3, unstated],
      facts({ clubhouseRestroom: 'yes' }),
    );

    // The owner's own confirmed one speaks for the clubhouse; the other stays listed beside it.
    expect(form.clubhouse).toMatchObject({ present: true, restroomId: confirmed._id, name: 'Locker Room' });
    expect(form.alsoListed.clubhouse).toEqual([osm._id]);
    expect(form.halfwayHouse).toMatchObject({ present: true, restroomId: turn._id, afterHole: 10 });
    // By hole; a hole nobody knows last, for the owner to choose.
    expect(form.onCourse.map((row) => [row.name, row.hole, row.facilityType])).toEqual([
      ['Hole 3 Restroom', 3, 'portable'],
      ['Hole 12 Restroom', 12, 'permanent'],
      ['On-course Restroom', null, null],
    ]);
    expect(prefillSetup([osm], undefined).clubhouse.details).toMatchObject({
      access: 'customers',
      openingHours: 'Mo-Su 07:00-19:00',
      amenities: { soap: true, handwashing: null },
    });
  });

  it('reads the course’s facts where nothing is listed', () => {
    expect(prefillSetup([], facts({ clubhouseRestroom: 'likely' })).clubhouse.present).toBe(true);
    expect(prefillSetup([], facts({ clubhouseRestroom: 'no' })).clubhouse.present).toBe(false);
    expect(prefillSetup([], undefined).halfwayHouse).toMatchObject({ present: false, afterHole: 9 });
    expect(prefillSetup([], facts({ onCourseRestrooms: 'unknown' })).onCourse).toEqual([]);
    // Golfers settled "a restroom on the course" without a hole: one row, its hole to be chosen.
    const settled = prefillSetup([], facts({ onCourseRestrooms: 'yes' }));
    expect(settled.onCourse).toHaveLength(1);
    expect(settled.onCourse[0]).toMatchObject({ restroomId: null, hole: null, facilityType: null });
    // A season kept as months shows as the hours it means.
    const seasonal = listed({
      name: 'Clubhouse Main',
      locationType: 'clubhouse',
      season: 'seasonal',
      openMonths: [4, 5, 6, 7, 8, 9, 10],
    });
    expect(prefillSetup([seasonal], undefined).clubhouse.details.openingHours).toBe('Apr-Oct');
  });
});

describe('the body and its checks', () => {
  it('sends each place, and takes off the restrooms of a place answered "No" and the rows taken off', () => {
    const club = listed({ name: 'Clubhouse Main', locationType: 'clubhouse' });
    const other = listed({ name: 'Clubhouse Locker Room', locationType: 'clubhouse' });
    const hole5 = listed({ name: 'Hole 5 Restroom', locationType: 'on-course', holeNumber: 5 });
    const hole6 = listed({ name: 'Hole 6 Restroom', locationType: 'on-course', holeNumber: 6 });
    let form = prefillSetup([club, other, hole5, hole6], undefined);
    form = takeOff({ ...form, clubhouse: { ...form.clubhouse, present: false } }, hole6._id);
    form = { ...form, halfwayHouse: { ...form.halfwayHouse, present: true, afterHole: 10 } };

    const body = setupBody(form);
    expect(body.clubhouse).toBeNull();
    expect(body.halfwayHouse).toMatchObject({ restroomId: null, afterHole: 10, access: 'unknown' });
    expect(body.onCourse).toEqual([
      expect.objectContaining({ restroomId: hole5._id, hole: 5, facilityType: 'permanent' }),
    ]);
    expect([...(body.remove ?? [])].sort()).toEqual([club._id, other._id, hole6._id].sort());
    expect(checkSetup(form).success).toBe(true);
  });

  it('gives the hours’ season, so the restroom shows it before the server answers', () => {
    const form = prefillSetup([], undefined);
    form.clubhouse.details = {
      ...form.clubhouse.details,
      openingHours: 'Apr-Oct Mo-Fr 07:00-19:00; Apr-Oct Sa,Su 06:00-20:00',
    };
    expect(setupBody(form).clubhouse).toMatchObject({
      openingHours: 'Apr-Oct Mo-Fr 07:00-19:00; Apr-Oct Sa,Su 06:00-20:00',
      season: 'seasonal',
      openMonths: [4, 5, 6, 7, 8, 9, 10],
    });
  });

  it('refuses "closed in winter" with no month chosen beside hours, which no hours text can say', () => {
    const form = prefillSetup([], undefined);
    // As the hours form leaves it (OpeningHoursFields): the months gone from the text, which says all year.
    const closed = { openingHours: 'Mo-Su 07:00-19:00', monthsMissing: true };
    form.clubhouse.details = { ...form.clubhouse.details, ...closed };
    form.onCourse = [
      { ...newOnCourseRow(3), facilityType: 'portable', details: { ...form.clubhouse.details } },
    ];
    // The shared schema lets the hours decide the season: alone, this would be saved as open all year.
    expect(v.safeParse(courseSetupSchema, setupBody(form)).success).toBe(true);
    expect(checkSetup(form)).toEqual({
      success: false,
      errors: {
        'clubhouse.openMonths': 'A seasonal restroom needs the months it is open',
        'onCourse.0.openMonths': 'A seasonal restroom needs the months it is open',
      },
    });
    form.clubhouse.present = false;
    form.onCourse[0]!.details = {
      ...form.onCourse[0]!.details,
      openingHours: 'May,Jun Mo-Su 07:00-19:00',
      monthsMissing: false,
    };
    expect(checkSetup(form).success).toBe(true);
  });

  it('keys each message by its field: a hole and a type to choose, months for a seasonal restroom', () => {
    const form = prefillSetup([], undefined);
    form.onCourse = [newOnCourseRow(), { ...newOnCourseRow(4), facilityType: 'portable' }];
    form.clubhouse.details = { ...form.clubhouse.details, season: 'seasonal', openMonths: [] };
    const checked = checkSetup(form);
    expect(checked).toEqual({
      success: false,
      errors: {
        'clubhouse.openMonths': 'A seasonal restroom needs the months it is open',
        'onCourse.0.hole': 'Choose the hole',
        'onCourse.0.facilityType': 'Choose portable or permanent',
      },
    });
  });
});
