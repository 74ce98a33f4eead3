/**
 * A labelled slider on the native range input: keyboard (arrows, Page Up/Down, Home/End), touch and
 * screen readers work as the platform does, with no script. `valueText` is what is read and shown
 * ('50 miles', 'Any'). The value is committed when the thumb is let go (`onCommit`), so dragging does
 * not send a request, or write the address bar, at every step. With `stops` the slider moves between
 * those values only (uneven steps, e.g. 5, 25, 50 …): the input runs over their positions, and a value
 * from outside that is not a stop shows at the nearest one.
 */
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';

/** An even scale (min, max, step) or uneven stops, never both. */
type Scale = { min: number; max: number; step: number; stops?: never } | { stops: readonly number[] };

type RangeSliderProps = Scale & {
  label: string;
  value: number;
  valueText: (value: number) => string;
  onCommit: (value: number) => void;
};

const nearestIndex = (stops: readonly number[], value: number) =>
  stops.reduce(
    (best, stop, i) => (Math.abs(stop - value) < Math.abs((stops[best] ?? stop) - value) ? i : best),
    0,
  );

/** The value at a position of the input: the stop there, or the position itself without stops. */
const valueAt = (stops: readonly number[] | undefined, position: number) =>
  stops ? (stops[position] ?? position) : position;

export function RangeSlider(props: RangeSliderProps) {
  const { label, value, valueText, onCommit, stops } = props;
  // What the input runs over: the values themselves, or the positions of the stops.
  const toValue = (position: number) => valueAt(stops, position);
  const toPosition = (of: number) => (stops ? nearestIndex(stops, of) : of);
  const [min, max, step] = props.stops ? [0, props.stops.length - 1, 1] : [props.min, props.max, props.step];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(value);
  const commit = useRef({ onCommit, stops });

  useEffect(() => {
    commit.current = { onCommit, stops };
  }, [onCommit, stops]);

  // A value from outside (the address bar, a reset) replaces the draft.
  useEffect(() => setDraft(value), [value]);

  // The native 'change' event fires on release (pointer or key), unlike React's onChange.
  useEffect(() => {
    const node = input.current;
    if (!node) return;
    const onChange = () => {
      const { onCommit: send, stops: at } = commit.current;
      const position = Number(node.value);
      send(valueAt(at, position));
    };
    node.addEventListener('change', onChange);
    return () => node.removeEventListener('change', onChange);
  }, []);

  const position = toPosition(draft);
  const text = valueText(toValue(position));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-bold text-on-primary-soft tabular-nums">
          {text}
        </output>
      </div>
      <input
        ref={input}
        id={id}
        type="range"
        className="range-input"
        min={min}
        max={max}
        step={step}
        value={position}
        aria-valuetext={text}
        style={{ '--range-fill': `${((position - min) / (max - min)) * 100}%` } as CSSProperties}
        onChange={(event) => setDraft(toValue(Number(event.target.value)))}
      />
    </div>
  );
}
