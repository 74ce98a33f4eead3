/** The nearby search's radius as the golfer reads it: '25 miles', or '40 km' for kilometre users. */
import { formatRadius } from '../../../../shared/format';
import { NEARBY } from '../../../../shared/restroom-constants';
import { fromMiles, type DistanceUnit } from '../../../../shared/units';

export const nearbyRadiusText = (unit: DistanceUnit) =>
  formatRadius(Math.round(fromMiles(NEARBY.defaultRadius, unit)), unit);
