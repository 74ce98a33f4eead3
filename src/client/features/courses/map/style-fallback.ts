/**
 * The map's style, or a plain one when it cannot load (no signal and no stored copy, the provider
 * down). MapLibre fires `load` only once a style has loaded, and the markers wait for it, so a failed
 * style used to leave a grey box without a single pin, though the pins are our own data (issue 20).
 * The plain style is a background in the theme's muted surface colour: the pins, clusters and popups
 * (DOM markers) draw on it, and the screen says the background map is unavailable.
 */
import { useRef, useState } from 'react';
import type { StyleSpecification } from 'maplibre-gl';
import type { ErrorEvent } from 'react-map-gl/maplibre';

const plainStyle = (color: string): StyleSpecification => ({
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': color } }],
});

// One object per theme: react-map-gl restyles the map whenever the style's identity changes.
// The colours are --surface-muted of each theme (styles.css).
const PLAIN_STYLES = { light: plainStyle('#eaf1eb'), dark: plainStyle('#12291c') };

export function useStyleFallback(url: string, theme: 'light' | 'dark') {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // The URL whose style has arrived. MapLibre fires `styledata` as the style is applied, before it
  // asks for a TileJSON, tile, glyph or sprite, so an error before then is the style's own.
  const arrived = useRef<string | null>(null);
  const plain = failedUrl === url;
  return {
    mapStyle: plain ? PLAIN_STYLES[theme] : url,
    /** The background map could not load: the plain style is shown instead. */
    backgroundUnavailable: plain,
    onStyleData: () => {
      if (!plain) arrived.current = url;
    },
    /** Whether `event` was the style failing to load (and the plain style now takes over). */
    styleFailed: (event: ErrorEvent): boolean => {
      if (plain || arrived.current === url) return false;
      console.warn('Map style unavailable; showing the pins on a plain background', event.error);
      setFailedUrl(url);
      return true;
    },
  };
}
