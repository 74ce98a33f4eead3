/**
 * The golfer's position for the nearby screen, asked for as soon as it opens (the screen is about
 * nothing else), with the options of docs/product.md §9 and, on failure, a message of
 * docs/product.md §8 and a way to ask again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from '../../../../shared/geo';
import { GEOLOCATION_MESSAGES, GeolocationFailure, getCurrentPosition } from '../../../lib/geolocation';

type PositionState =
  { status: 'locating' } | { status: 'located'; position: LatLng } | { status: 'failed'; message: string };

export function usePosition(): { state: PositionState; locate: () => void } {
  const [state, setState] = useState<PositionState>({ status: 'locating' });
  // Only the latest request may answer: a slow first one must not overwrite a Retry's position.
  const latest = useRef(0);

  const ask = useCallback(() => {
    const request = ++latest.current;
    getCurrentPosition().then(
      (position) => {
        if (request === latest.current) setState({ status: 'located', position });
      },
      (failure: unknown) => {
        if (request !== latest.current) return;
        const message =
          failure instanceof GeolocationFailure ? failure.message : GEOLOCATION_MESSAGES.unknown;
        setState({ status: 'failed', message });
      },
    );
  }, []);

  useEffect(() => {
    ask();
    // Leaving the screen retires the request: its answer would land on nothing.
    return () => {
      latest.current += 1;
    };
  }, [ask]);

  const locate = useCallback(() => {
    setState({ status: 'locating' });
    ask();
  }, [ask]);

  return { state, locate };
}
