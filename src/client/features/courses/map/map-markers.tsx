/**
 * The markers: clusters (a count, sized small/medium/large; tap to zoom in), course pins (tap for the
 * popup) and the user's position. Every marker a user can act on is a real button with a name, so it
 * is reachable and usable with a keyboard or a screen reader.
 */
import { Marker } from 'react-map-gl/maplibre';
import { Flag } from 'lucide-react';
import type { LatLng } from '../../../../shared/geo';
import en from '../../../lib/i18n/catalogues/en/courses-map';
import { useT, type Translate } from '../../../lib/i18n/catalogue';
import { clusterSizeClass, type CourseSpot, type SpotIndex } from './clusters';

type Feature = ReturnType<SpotIndex['getClusters']>[number];

const spotLabel = (spot: CourseSpot, t: Translate<typeof en>) =>
  spot.courses.length === 1
    ? (spot.courses[0]?.name ?? t('coursesMap.course'))
    : t('coursesMap.spot', {
        n: spot.courses.length,
        names: spot.courses.map((course) => course.name).join(', '),
      });

interface MapMarkersProps {
  features: Feature[];
  selected: string | null;
  userLocation: LatLng | undefined;
  onCluster: (clusterId: number, longitude: number, latitude: number) => void;
  onSpot: (spot: CourseSpot) => void;
}

export function MapMarkers({ features, selected, userLocation, onCluster, onSpot }: MapMarkersProps) {
  const t = useT(en);
  return (
    <>
      {features.map((feature) => {
        const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
        const props = feature.properties;
        if ('cluster' in props && props.cluster) {
          const count = props.courses;
          return (
            <Marker
              key={`cluster-${props.cluster_id}`}
              longitude={longitude}
              latitude={latitude}
              onClick={(event) => {
                event.originalEvent.stopPropagation();
                onCluster(props.cluster_id, longitude, latitude);
              }}
            >
              <button
                type="button"
                className={`map-cluster map-cluster--${clusterSizeClass(count)}`}
                aria-label={t('coursesMap.cluster', { n: count })}
              >
                {count}
              </button>
            </Marker>
          );
        }
        const spot = (props as { spot: CourseSpot }).spot;
        return (
          <Marker
            key={spot.key}
            longitude={spot.longitude}
            latitude={spot.latitude}
            anchor="bottom"
            onClick={(event) => {
              event.originalEvent.stopPropagation();
              onSpot(spot);
            }}
          >
            <button
              type="button"
              className="map-pin"
              aria-label={spotLabel(spot, t)}
              aria-expanded={selected === spot.key}
              aria-haspopup="dialog"
            >
              <Flag aria-hidden className="size-5" />
              {spot.courses.length > 1 && <span className="map-pin__count">{spot.courses.length}</span>}
            </button>
          </Marker>
        );
      })}
      {userLocation && (
        <Marker longitude={userLocation.longitude} latitude={userLocation.latitude} style={{ zIndex: 1 }}>
          <span role="img" aria-label={t('coursesMap.you')} title={t('coursesMap.you')} className="map-you" />
        </Marker>
      )}
    </>
  );
}
