/**
 * A labelled slider on the native range input: keyboard (arrows, Page Up/Down, Home/End), touch and
 * screen readers work as the platform does, with no script. `valueText` is what is read and shown
 * ('50 miles', 'Any'). The value is committed when the thumb is let go (`onCommit`), so dragging does
 * not send a request, or write the address bar, at every step.
 */
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';

interface RangeSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  valueText: (value: number) => string;
  onCommit: (value: number) => void;
}

export function RangeSlider({ label, value, min, max, step, valueText, onCommit }: RangeSliderProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(value);
  const commit = useRef(onCommit);

  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);

  // A value from outside (the address bar, a reset) replaces the draft.
  useEffect(() => setDraft(value), [value]);

  // The native 'change' event fires on release (pointer or key), unlike React's onChange.
  useEffect(() => {
    const node = input.current;
    if (!node) return;
    const onChange = () => commit.current(Number(node.value));
    node.addEventListener('change', onChange);
    return () => node.removeEventListener('change', onChange);
  }, []);

  const text = valueText(draft);
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
        value={draft}
        aria-valuetext={text}
        style={{ '--range-fill': `${((draft - min) / (max - min)) * 100}%` } as CSSProperties}
        onChange={(event) => setDraft(Number(event.target.value))}
      />
    </div>
  );
}
