/**
 * The markers: clusters (a count, sized small/medium/large; tap to zoom in), course pins (tap for the
 * popup) and the user's position. Every marker a user can act on is a real button with a name, so it
 * is reachable and usable with a keyboard or a screen reader.
 */
import { Marker } from 'react-map-gl/maplibre';
import { Flag } from 'lucide-react';
import type { LatLng } from '../../../../shared/geo';
import { clusterSizeClass, type CourseSpot, type SpotIndex } from './clusters';

type Feature = ReturnType<SpotIndex['getClusters']>[number];

const spotLabel = (spot: CourseSpot) =>
  spot.courses.length === 1
    ? (spot.courses[0]?.name ?? 'Course')
    : `${spot.courses.length} courses here: ${spot.courses.map((course) => course.name).join(', ')}`;

interface MapMarkersProps {
  features: Feature[];
  selected: string | null;
  userLocation: LatLng | undefined;
  onCluster: (clusterId: number, longitude: number, latitude: number) => void;
  onSpot: (spot: CourseSpot) => void;
}

export function MapMarkers({ features, selected, userLocation, onCluster, onSpot }: MapMarkersProps) {
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
                aria-label={`${count} courses. Zoom in`}
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
              aria-label={spotLabel(spot)}
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
          <span role="img" aria-label="Your Location" title="Your Location" className="map-you" />
        </Marker>
      )}
    </>
  );
}
