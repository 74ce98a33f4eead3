/**
 * One uPlot chart (docs/product.md §12, "Analytics"; why uPlot, measured: docs/performance.md,
 * "Client"). It is drawn on a canvas, so its colours are read from the theme's custom
 * properties (styles.css) when it draws, and it draws again when the theme changes or its box is
 * resized. Nothing moves: uPlot never animates, and the hover cursor is off (the table beside the
 * chart has every number). To a screen reader the chart is one image, named by `label`.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTheme } from '../../../lib/theme';

export interface ChartColors {
  /** Axis labels and the rating line: the theme's text colour (7:1 on the surface, for sunlight). */
  text: string;
  grid: string;
  bar: string;
  softBar: string;
}

export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

function themeColors(element: HTMLElement): ChartColors {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: read('--fg'),
    grid: read('--line'),
    bar: read('--primary'),
    softBar: read('--primary-soft'),
  };
}

export function Chart({
  label,
  height,
  options,
  data,
}: {
  label: string;
  height: number;
  /** Memoised by the caller: a new function draws the chart anew. */
  options: (colors: ChartColors) => ChartOptions;
  data: uPlot.AlignedData;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { resolved } = useTheme();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = new uPlot(
      { ...options(themeColors(element)), width: element.clientWidth, height },
      data,
      element,
    );
    const observer = new ResizeObserver(() => {
      if (element.clientWidth !== plot.width) plot.setSize({ width: element.clientWidth, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
    // `resolved`: the theme's colours are read again when it changes.
  }, [options, data, height, resolved]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      className="w-full min-w-0 overflow-hidden"
      data-chart={label}
    />
  );
}
