/**
 * What a save for offline achieved, in the golfer's words (docs/product.md §10). A save has two
 * parts from two servers: the course's restrooms and reviews (our API) and its map (the map
 * server). Each can fail alone, so the outcome says which part is on the device: all of it, the
 * restrooms and reviews without the map (or without part of it), or nothing. Pure: the dialog, the
 * course pack and their tests share it.
 */
import type { Translate } from '../../../lib/i18n/catalogue';
import type offlineMaps from '../../../lib/i18n/catalogues/en/offline-maps';

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

/** The offline maps' messages, in the golfer's language (the caller's `useT(offlineMaps)`). */
export type OfflineMapsT = Translate<typeof offlineMaps>;

/** When the map cannot be planned before a save: offline, or only the map server is out of reach. */
export function planFailureText(offline: boolean, t: OfflineMapsT): string {
  return t(offline ? 'offlineMaps.offline' : 'offlineMaps.mapUnreachable');
}

export interface OutcomeText {
  title: string;
  description: string;
}

/** The words for a save that did not end complete ('saved' is each caller's own toast). */
export function outcomeText(
  outcome: Exclude<SaveOutcome, { kind: 'saved' }>,
  name: string,
  t: OfflineMapsT,
): OutcomeText {
  if (outcome.kind === 'failed')
    return {
      title: t('offlineMaps.notSaved'),
      description: t(outcome.offline ? 'offlineMaps.offline' : 'offlineMaps.notSavedText', { name }),
    };
  const { map } = outcome;
  return {
    title: t('offlineMaps.withoutMapTitle'),
    description: t('offlineMaps.withoutMapText', {
      name,
      why: map.state,
      ...(map.state === 'incomplete' && { missed: map.missed, total: map.total }),
    }),
  };
}
