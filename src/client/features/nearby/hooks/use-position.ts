/**
 * The golfer's position for the nearby screen, asked for as soon as it opens (the screen is about
 * nothing else), with the options of docs/product.md §9 and, on failure, a message of
 * docs/product.md §8 and a way to ask again. The last known position stands in at once while the
 * fresh fix is on its way (lib/last-position.ts): the first answer must not wait for the GPS.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from '../../../../shared/geo';
import { getCurrentPosition, type GeolocationReason } from '../../../lib/geolocation';
import { geolocationReason } from '../../../lib/geolocation-reason';
import { readLastPosition, saveLastPosition } from '../lib/last-position';

export type PositionState =
  | { status: 'locating' }
  | {
      status: 'located';
      position: LatLng;
      /** Set while the last known position stands in: when it was fixed (ms). */
      lastKnownAt?: number;
      /** Why no fresh fix came, while the last known position stands in. */
      failure?: GeolocationReason;
    }
  | { status: 'failed'; reason: GeolocationReason };

function initialState(): PositionState {
  const last = readLastPosition();
  return last ? { status: 'located', position: last.position, lastKnownAt: last.at } : { status: 'locating' };
}

export function usePosition(): { state: PositionState; locate: () => void } {
  const [state, setState] = useState<PositionState>(initialState);
  // Only the latest request may answer: a slow first one must not overwrite a Retry's position.
  const latest = useRef(0);

  const ask = useCallback(() => {
    const request = ++latest.current;
    getCurrentPosition().then(
      (position) => {
        if (request !== latest.current) return;
        saveLastPosition(position);
        setState({ status: 'located', position });
      },
      (failure: unknown) => {
        if (request !== latest.current) return;
        const reason = geolocationReason(failure);
        // With a last known position on screen, it stays there, said to be old.
        setState((current) =>
          current.status === 'located' && current.lastKnownAt !== undefined
            ? { ...current, failure: reason }
            : { status: 'failed', reason },
        );
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
    setState((current) =>
      current.status === 'located' ? { ...current, failure: undefined } : { status: 'locating' },
    );
    ask();
  }, [ask]);

  return { state, locate };
}
