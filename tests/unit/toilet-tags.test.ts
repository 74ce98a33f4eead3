/**
 * OpenStreetMap toilet tags → restroom fields (docs/product.md §11): every field from the tags that
 * state it, unknown when none does, and the documented defaults of the three columns that cannot
 * be unknown.
 */
import { describe, expect, it } from 'vitest';
import {
  CLUBHOUSE_METERS,
  isToiletFeature,
  mapToiletTags,
  type ToiletFields,
} from '../../src/server/courses/import/toilet-tags';
import { maskToMonths } from '../../src/shared/restroom-state';

const FAR = 400;
const map = (props: Record<string, unknown>, meters = FAR) => mapToiletTags(props, meters);

const UNKNOWN: ToiletFields = {
  name: 'On-course Restroom',
  locationType: 'on-course',
  holeNumber: null,
  facilityType: 'permanent',
  gender: 'unisex',
  // The two defaults are named, so nobody reads 'permanent' and 'unisex' as the map's word.
  unstated: ['facilityType', 'gender'],
  accessibility: false,
  access: 'unknown',
  accessNote: null,
  season: 'unknown',
  openMonths: 0,
  openingHours: null,
  handwashing: null,
  babyChanging: null,
  stepFree: null,
};

describe('which features are toilets', () => {
  it('amenity=toilets (also in a list) and clubhouses with toilets=yes; nothing else', () => {
    expect(isToiletFeature({ amenity: 'toilets' })).toBe(true);
    expect(isToiletFeature({ amenity: 'drinking_water;toilets' })).toBe(true);
    expect(isToiletFeature({ golf: 'clubhouse', toilets: 'yes', building: 'yes' })).toBe(true);
    expect(isToiletFeature({ golf: 'clubhouse', building: 'yes' })).toBe(false);
    expect(isToiletFeature({ golf: 'clubhouse', toilets: 'no' })).toBe(false);
    expect(isToiletFeature({ leisure: 'golf_course', name: 'Toilets Hill Golf Club' })).toBe(false);
    expect(isToiletFeature({ amenity: 'restaurant', toilets: 'yes' })).toBe(false);
  });
});

describe('mapping toilet tags', () => {
  it('a bare amenity=toilets away from the clubhouse: every detail unknown, the defaults documented', () => {
    expect(map({ amenity: 'toilets' })).toEqual(UNKNOWN);
  });

  it('location: clubhouse tag, halfway tags and names, a stated hole, then the distance to the course point', () => {
    expect(map({ golf: 'clubhouse', toilets: 'yes' })).toMatchObject({
      locationType: 'clubhouse',
      name: 'Clubhouse Main',
      holeNumber: null,
    });
    expect(map({ golf: 'halfway_house' })).toMatchObject({
      locationType: 'halfway-house',
      name: 'Halfway House',
    });
    expect(map({ name: 'Halfway Hut' }).locationType).toBe('halfway-house');
    expect(map({ name: 'At the Turn' }).locationType).toBe('halfway-house');
    expect(map({ name: 'Turnberry Shelter' }).locationType).toBe('on-course');
    expect(map({}, CLUBHOUSE_METERS)).toMatchObject({ locationType: 'clubhouse', name: 'Clubhouse Main' });
    expect(map({}, CLUBHOUSE_METERS + 1).locationType).toBe('on-course');
    // The first tee beside the clubhouse: the hole tag says where it is.
    expect(map({ 'golf:hole': '1' }, 20)).toMatchObject({ locationType: 'on-course', holeNumber: 1 });
    // A halfway house names no hole (the form's rule: holes are for on-course restrooms).
    expect(map({ golf: 'halfway_house', name: '9th Hole Halfway House' }).holeNumber).toBeNull();
  });

  it('hole from golf:hole, a numeric ref or the name, 1 to 27 only; the name made from it', () => {
    expect(map({ 'golf:hole': '7' })).toMatchObject({ holeNumber: 7, name: 'Hole 7 Restroom' });
    expect(map({ 'golf:hole': '12;13' }).holeNumber).toBe(12);
    expect(map({ ref: '16' }).holeNumber).toBe(16);
    expect(map({ ref: 'T3' }).holeNumber).toBeNull();
    expect(map({ name: 'Hole 5 Restroom' })).toMatchObject({ holeNumber: 5, name: 'Hole 5 Restroom' });
    expect(map({ name: '11th Tee Restroom' }).holeNumber).toBe(11);
    expect(map({ 'golf:hole': '27' }).holeNumber).toBe(27);
    expect(map({ 'golf:hole': '28' }).holeNumber).toBeNull();
    expect(map({ 'golf:hole': '0' }).holeNumber).toBeNull();
    expect(map({ name: 'Comfort Station', ref: '14' })).toMatchObject({
      name: 'Comfort Station',
      holeNumber: 14,
    });
  });

  it("keeps the feature's name unless the add form would refuse it", () => {
    expect(map({ name: '  The   Deuce ' }).name).toBe('The Deuce');
    expect(map({ name: 'x'.repeat(101) }).name).toBe('On-course Restroom');
    expect(map({ name: 'Evil\u202Eemoc' }).name).toBe('On-course Restroom');
  });

  it('facility type: portable=yes and chemical or pit-latrine disposal are portable, all else permanent', () => {
    expect(map({ 'toilets:disposal': 'flush' }).facilityType).toBe('permanent');
    expect(map({ 'toilets:disposal': 'chemical' }).facilityType).toBe('portable');
    expect(map({ 'toilets:disposal': 'pitlatrine' }).facilityType).toBe('portable');
    expect(map({ portable: 'yes', 'toilets:disposal': 'flush' }).facilityType).toBe('portable');
    expect(map({ golf: 'clubhouse', toilets: 'yes', building: 'yes' }).facilityType).toBe('permanent');
    expect(map({ portable: 'no' }).facilityType).toBe('permanent');
  });

  it('gender: unisex, male or female alone; both or neither are unisex', () => {
    expect(map({ unisex: 'yes', male: 'yes' }).gender).toBe('unisex');
    expect(map({ male: 'yes' }).gender).toBe('mens');
    expect(map({ male: 'yes', female: 'no' }).gender).toBe('mens');
    expect(map({ female: 'yes' }).gender).toBe('womens');
    expect(map({ male: 'yes', female: 'yes' }).gender).toBe('unisex');
    expect(map({ male: 'no' }).gender).toBe('unisex');
  });

  it('unknown stays unknown: a type or gender no tag states is named in unstated (issue 38)', () => {
    expect(map({ male: 'yes', 'toilets:disposal': 'flush' }).unstated).toEqual([]);
    expect(map({ unisex: 'yes' }).unstated).toEqual(['facilityType']);
    expect(map({ female: 'yes', portable: 'yes' }).unstated).toEqual([]);
    expect(map({ golf: 'clubhouse', toilets: 'yes', building: 'yes' }).unstated).toEqual(['gender']);
    expect(map({ building: 'toilets' }).unstated).toEqual(['gender']);
    // Saying who may not use it does not say who may.
    expect(map({ male: 'no', 'toilets:disposal': 'flush' }).unstated).toEqual(['gender']);
  });

  it('wheelchair: accessibility and step-free from wheelchair, toilets:wheelchair first', () => {
    expect(map({ wheelchair: 'yes' })).toMatchObject({ accessibility: true, stepFree: true });
    expect(map({ wheelchair: 'no' })).toMatchObject({ accessibility: false, stepFree: false });
    expect(map({ wheelchair: 'limited' })).toMatchObject({ accessibility: false, stepFree: null });
    expect(map({ wheelchair: 'designated' })).toMatchObject({ accessibility: true, stepFree: true });
    expect(map({ wheelchair: 'limited', 'toilets:wheelchair': 'yes' })).toMatchObject({
      accessibility: true,
      stepFree: true,
    });
    expect(map({ wheelchair: 'yes', 'toilets:wheelchair': 'no' })).toMatchObject({
      accessibility: false,
      stepFree: false,
    });
  });

  it('hand-washing and baby changing: yes and no, anything else unknown', () => {
    expect(map({ 'toilets:handwashing': 'yes', changing_table: 'no' })).toMatchObject({
      handwashing: true,
      babyChanging: false,
    });
    expect(map({ 'toilets:handwashing': 'no', changing_table: 'yes' })).toMatchObject({
      handwashing: false,
      babyChanging: true,
    });
    expect(map({ changing_table: 'limited' }).babyChanging).toBeNull();
  });

  it('access: public, customers, members, key (or locked), else unknown; a fee goes into the note', () => {
    const access = (props: Record<string, unknown>) => map(props).access;
    expect(access({ access: 'yes' })).toBe('public');
    expect(access({ access: 'public' })).toBe('public');
    expect(access({ access: 'permissive' })).toBe('public');
    expect(access({ access: 'customers' })).toBe('customers');
    expect(access({ access: 'private' })).toBe('members');
    expect(access({ access: 'members' })).toBe('members');
    expect(access({ access: 'key' })).toBe('key');
    expect(access({ locked: 'yes' })).toBe('key');
    expect(access({ locked: 'yes', access: 'customers' })).toBe('key');
    expect(access({ locked: 'yes', access: 'private' })).toBe('members');
    expect(access({ access: 'no' })).toBe('unknown');
    expect(access({ access: 'PUBLIC' })).toBe('public');
    expect(map({ fee: 'yes', charge: '0.25 USD' }).accessNote).toBe('Fee: 0.25 USD');
    expect(map({ fee: 'yes' }).accessNote).toBe('Fee');
    expect(map({ fee: 'no', charge: '1 USD' }).accessNote).toBeNull();
  });

  it('season: from the months opening_hours names (with or without seasonal=*), year-round, else unknown', () => {
    const season = (props: Record<string, unknown>) => {
      const fields = map(props);
      return { season: fields.season, months: maskToMonths(fields.openMonths) };
    };
    const APR_OCT = [4, 5, 6, 7, 8, 9, 10];
    expect(season({ seasonal: 'yes', opening_hours: 'Apr-Oct' })).toEqual({
      season: 'seasonal',
      months: APR_OCT,
    });
    // How most seasonal toilets are mapped: months in the hours, no seasonal tag (issue 33).
    expect(season({ opening_hours: 'Apr-Oct' })).toEqual({ season: 'seasonal', months: APR_OCT });
    expect(season({ opening_hours: 'Mar-Oct 07:00-19:00' })).toEqual({
      season: 'seasonal',
      months: [3, 4, 5, 6, 7, 8, 9, 10],
    });
    expect(season({ opening_hours: 'Oct-Mar' })).toEqual({
      season: 'seasonal',
      months: [1, 2, 3, 10, 11, 12],
    });
    expect(season({ opening_hours: 'Apr 15-Oct 31' })).toEqual({ season: 'seasonal', months: APR_OCT });
    expect(season({ opening_hours: 'Apr-Oct Mo-Su 07:00-19:00; Nov-Mar off' })).toEqual({
      season: 'seasonal',
      months: APR_OCT,
    });
    expect(season({ seasonal: 'summer', opening_hours: 'Jun-Aug' })).toEqual({
      season: 'seasonal',
      months: [6, 7, 8],
    });
    // seasonal=* still counts: a season whose months nobody gave is unknown, never "all year".
    expect(season({ seasonal: 'yes' })).toEqual({ season: 'unknown', months: [] });
    expect(season({ seasonal: 'yes', opening_hours: 'Mo-Su 08:00-18:00' })).toEqual({
      season: 'unknown',
      months: [],
    });
    expect(season({ seasonal: 'no' })).toEqual({ season: 'year_round', months: [] });
    expect(season({ opening_hours: '24/7' })).toEqual({ season: 'year_round', months: [] });
    expect(season({ opening_hours: 'Mo-Fr 07:00-19:00; Sa,Su 06:00-20:00' })).toEqual({
      season: 'year_round',
      months: [],
    });
    expect(season({ opening_hours: 'off' })).toEqual({ season: 'unknown', months: [] });
    expect(season({})).toEqual({ season: 'unknown', months: [] });
  });

  it('keeps the whole opening_hours of every toilet the library reads, and no other', () => {
    expect(map({ opening_hours: 'Mo-Su 07:00-19:00; PH off' }).openingHours).toBe(
      'Mo-Su 07:00-19:00; PH off',
    );
    expect(map({ opening_hours: 'sunrise-sunset' }).openingHours).toBe('sunrise-sunset');
    expect(map({ seasonal: 'yes', opening_hours: 'Apr-Oct' }).openingHours).toBe('Apr-Oct');
    // Not OpenStreetMap syntax, or past its 255 characters: not kept, so nothing judges a guess.
    expect(map({ opening_hours: 'when the pro shop is open' }).openingHours).toBeNull();
    expect(map({ opening_hours: `Mo-Su 07:00-19:00 "${'x'.repeat(250)}"` }).openingHours).toBeNull();
    expect(map({}).openingHours).toBeNull();
  });
});
