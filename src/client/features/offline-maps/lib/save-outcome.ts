/**
 * What a save for offline achieved, in the golfer's words (docs/product.md §10). A save has two
 * parts from two servers: the course's restrooms and reviews (our API) and its map (the map
 * server). Each can fail alone, so the outcome says which part is on the device: all of it, the
 * restrooms and reviews without the map (or without part of it), or nothing. Pure: the dialog, the
 * course pack and their tests share it.
 */

/** How the map part of a save ended. */
export type MapPart =
  | { state: 'saved'; bytes: number }
  /** Planned, but `missed` of `total` resources could not be downloaded. */
  | { state: 'incomplete'; missed: number; total: number }
  /** The map server did not answer for the map's style: nothing of the map could be planned. */
  | { state: 'unreachable' };

export type SaveOutcome =
  | { kind: 'saved'; bytes: number }
  | { kind: 'partial'; map: Exclude<MapPart, { state: 'saved' }> }
  | { kind: 'failed'; offline: boolean };

/** The whole save from its parts: nothing counts as saved without the restrooms and reviews. */
export function saveOutcome(data: 'saved' | 'failed', map: MapPart | null, offline: boolean): SaveOutcome {
  if (data === 'failed' || map === null) return { kind: 'failed', offline };
  return map.state === 'saved' ? { kind: 'saved', bytes: map.bytes } : { kind: 'partial', map };
}

/**
 * A download in which more than nothing failed. `failed` resources the map server answered it does
 * not have (a tile outside its coverage) still leave a complete map, unless that is every one.
 */
export function mapPartOf(result: { bytes: number; missed: number; total: number }): MapPart {
  return result.missed > 0
    ? { state: 'incomplete', missed: result.missed, total: result.total }
    : { state: 'saved', bytes: result.bytes };
}

const OFFLINE = 'You are offline. Connect to the internet to save this course.';

/** When the map cannot be planned before a save: offline, or only the map server is out of reach. */
export function planFailureText(offline: boolean): string {
  return offline
    ? OFFLINE
    : 'The map server cannot be reached, so the map cannot be saved now. You can save the restrooms and reviews without it and try the map again later.';
}

export interface OutcomeText {
  title: string;
  description: string;
}

/** The words for a save that did not end complete ('saved' is each caller's own toast). */
export function outcomeText(outcome: Exclude<SaveOutcome, { kind: 'saved' }>, name: string): OutcomeText {
  if (outcome.kind === 'failed')
    return {
      title: 'Not saved',
      description: outcome.offline
        ? OFFLINE
        : `${name} could not be saved: its restrooms could not be loaded. Check your connection and try again.`,
    };
  const { map } = outcome;
  const why =
    map.state === 'unreachable'
      ? 'the map server could not be reached'
      : `${map.missed} of ${map.total} map pieces could not be downloaded`;
  return {
    title: 'Saved without the map',
    description: `${name}’s restrooms and reviews are on this device, but not its map: ${why}. Retry when the map can be reached.`,
  };
}
