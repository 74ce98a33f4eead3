/** Where a list of the owner dashboard will be, while its first answer is on its way. */
export function ListSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3">
      {[0, 1].map((n) => (
        <div key={n} className="h-44 animate-pulse rounded-2xl bg-surface-muted motion-reduce:animate-none" />
      ))}
    </div>
  );
}
