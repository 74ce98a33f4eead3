/** The download's progress bar: a real progressbar for assistive technology, with a count in words. */
export function SaveProgress({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label="Saving for offline"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (${done} of ${total})`}
        className="h-3 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-primary motion-safe:transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-fg-muted" aria-hidden>
        {percent}% · {done} of {total}
      </p>
    </div>
  );
}
