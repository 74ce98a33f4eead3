/**
 * A button with a tooltip (the course screen's verified count, docs/product.md §2: delay 700 ms, skip delay
 * 300 ms). Our own rather than Radix's: Radix positions its bubble through floating-ui, about 12 KB
 * gzip on the course screen's first paint (issue 7) for one bubble under one button. Ours also opens
 * on a tap, which Radix's never does, and a golfer's phone has no hover.
 *
 * - Mouse: opens after the delay on hover (at once if another tooltip closed within the skip delay),
 *   closes on leave.
 * - Keyboard: opens on focus, closes on blur and Escape.
 * - Tap or click: toggles; a tap anywhere else closes it.
 *
 * The bubble is the button's description (aria-describedby) whether shown or not, so a screen reader
 * reads the text with the button and never needs the bubble.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { TOOLTIP } from '../../../shared/constants';

/** Keeps the bubble this far from the screen's edges. */
const EDGE_PX = 8;
const GAP_PX = 6;

/** When any tooltip last closed: moving from one to the next within the skip delay skips the delay. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

interface Placement {
  /** The bubble's left edge, from the trigger's left edge. */
  left: number;
  /** The arrow's centre, from the bubble's left edge. */
  arrow: number;
  above: boolean;
}

/** Below the trigger unless `side` asks for above; either way, the other side when it does not fit. */
function place(trigger: DOMRect, bubble: DOMRect, side: TooltipSide): Placement {
  const width = Math.min(bubble.width, window.innerWidth - 2 * EDGE_PX);
  const centre = trigger.left + trigger.width / 2;
  const left = Math.min(Math.max(centre - width / 2, EDGE_PX), window.innerWidth - EDGE_PX - width);
  const fitsAbove = trigger.top > bubble.height + GAP_PX;
  const fitsBelow = trigger.bottom + GAP_PX + bubble.height <= window.innerHeight;
  const above = side === 'above' ? fitsAbove || !fitsBelow : !fitsBelow && fitsAbove;
  return { left: left - trigger.left, arrow: centre - left, above };
}

type TooltipSide = 'above' | 'below';

export function TooltipButton({
  tooltip,
  className,
  side = 'below',
  children,
}: {
  tooltip: string;
  className?: string;
  /** Where the bubble goes when it fits: the side where it covers nothing the user needs. */
  side?: TooltipSide;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A press focuses the button before its click: that focus must not open what the click toggles.
  const pressing = useRef(false);

  const show = useCallback((delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((was) => {
      if (was) lastClosedAt = Date.now();
      return false;
    });
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    if (!open || !trigger.current || !bubble.current) return setPlacement(null);
    setPlacement(
      place(trigger.current.getBoundingClientRect(), bubble.current.getBoundingClientRect(), side),
    );
  }, [open, side]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, hide]);

  return (
    <span ref={wrapper} className="relative inline-flex">
      <button
        ref={trigger}
        type="button"
        className={className}
        aria-describedby={id}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse')
            show(Date.now() - lastClosedAt < TOOLTIP.skipDelayMs ? 0 : TOOLTIP.delayMs);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') hide();
        }}
        onPointerDown={() => {
          pressing.current = true;
        }}
        onFocus={() => {
          if (!pressing.current) show(0);
        }}
        onBlur={() => {
          pressing.current = false;
          hide();
        }}
        onClick={() => {
          pressing.current = false;
          clearTimeout(timer.current);
          if (open) hide();
          else setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.preventDefault();
            hide();
          }
        }}
      >
        {children}
      </button>
      <span
        ref={bubble}
        id={id}
        role="tooltip"
        data-state={open ? 'open' : 'closed'}
        style={placement ? { left: placement.left } : undefined}
        className={clsx(
          // Text only, so it never takes a tap meant for what it lies over (issue 20: it blocked the
          // course header's "View full disclaimers"); that tap closes it as any tap elsewhere does.
          open
            ? 'pointer-events-none absolute z-50 w-max max-w-xs rounded-xl bg-fg px-3 py-2 text-sm text-surface shadow-lg'
            : 'sr-only',
          open && (placement?.above ? 'bottom-full mb-1.5' : 'top-full mt-1.5'),
          // Measured before it shows, so it never flashes at the wrong place.
          open && !placement && 'invisible',
        )}
      >
        {tooltip}
        {open && placement && (
          <span
            aria-hidden
            style={{ left: placement.arrow }}
            className={clsx(
              'absolute size-2.5 -translate-x-1/2 rotate-45 bg-fg',
              placement.above ? '-bottom-1' : '-top-1',
            )}
          />
        )}
      </span>
    </span>
  );
}
