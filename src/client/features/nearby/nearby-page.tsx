/**
 * /nearby, "Nearest restrooms" (docs/product.md §10, nearby restrooms): the question a golfer asks
 * mid-round, "where is the nearest restroom I can use right now?", answered from their position.
 * Open to everyone, like the course list. Built for a phone in one hand in sunlight: 44 px targets,
 * name and distance first, status in words as well as colour. It answers from the device first
 * (the saved restrooms, around the last known position) and from the network when there is one.
 */
import { useState } from 'react';
import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { useNearby } from './api/use-nearby';
import { NearbyResults } from './components/nearby-results';
import { Failure, LastKnownNote, Waiting } from './components/nearby-states';
import { useNow } from '../../lib/use-now';
import { reportedAgoText } from '../../lib/restroom-words';
import { usePosition } from './hooks/use-position';
import { nearbyRadiusText } from './lib/radius-text';
import { useDistanceUnit } from '../../lib/distance-unit';
import { useT } from '../../lib/i18n/catalogue';
import nearby from '../../lib/i18n/catalogues/en/nearby';
import geolocation from '../../lib/i18n/catalogues/en/geolocation';

export function NearbyPage() {
  const { state, locate } = usePosition();
  // On by default: mid-round the question is where the golfer can go right now (docs/product.md §10);
  // a locked door listed first costs a walk.
  const [usableOnly, setUsableOnly] = useState(true);
  const position = state.status === 'located' ? state.position : undefined;
  const { saved, live } = useNearby(position, usableOnly);
  const now = useNow();
  const unit = useDistanceUnit();
  const t = useT(nearby);
  const why = useT(geolocation);

  return (
    <section aria-labelledby="nearby-title" className="mx-auto w-full max-w-2xl px-4 pt-4 pb-10">
      <Link to="/courses" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ChevronLeft aria-hidden className="size-5" />
        {t('nearby.back')}
      </Link>
      <h1 id="nearby-title" className="mt-1 text-3xl font-extrabold tracking-tight">
        {t('nearby.title')}
      </h1>
      <p className="mt-1 text-fg-muted">{t('nearby.within', { radius: nearbyRadiusText(unit, t) })}</p>
      <div className="mt-4 rounded-2xl border border-line bg-surface px-4">
        <Switch label={t('nearby.usableOnly')} checked={usableOnly} onCheckedChange={setUsableOnly} />
      </div>
      <div className="mt-4">
        {state.status === 'locating' && <Waiting>{t('nearby.locating')}</Waiting>}
        {state.status === 'failed' && (
          <Failure kind="position" message={why(`geolocation.${state.reason}`)} onRetry={locate} />
        )}
        {state.status === 'located' && state.lastKnownAt !== undefined && (
          <div className="mb-3">
            <LastKnownNote
              ago={reportedAgoText(new Date(state.lastKnownAt).toISOString(), now)}
              failure={state.failure && why(`geolocation.${state.failure}`)}
              onRetry={locate}
            />
          </div>
        )}
        {position && (
          <NearbyResults
            query={live}
            device={saved.data}
            position={position}
            usableOnly={usableOnly}
            now={now}
          />
        )}
      </div>
    </section>
  );
}
