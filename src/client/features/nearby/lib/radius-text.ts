/** The nearby search's radius as the golfer reads it: '25 miles', or '40 km' for kilometre users. */
import { NEARBY } from '../../../../shared/restroom-constants';
import { fromMiles, type DistanceUnit } from '../../../../shared/units';
import type { Translate } from '../../../lib/i18n/catalogue';
import type nearby from '../../../lib/i18n/catalogues/en/nearby';

export const nearbyRadiusText = (unit: DistanceUnit, t: Translate<typeof nearby>) =>
  t('nearby.radius', { unit, n: Math.round(fromMiles(NEARBY.defaultRadius, unit)) });
