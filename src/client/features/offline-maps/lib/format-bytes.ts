/** Sizes as golfers read them: "740 KB", "12.4 MB", "1.2 GB" (1 MB = 1024 × 1024 bytes, like the cap). */
export function formatBytes(bytes: number): string {
  const units = ['KB', 'MB', 'GB'] as const;
  let value = Math.max(0, bytes) / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 && unit > 0 ? value.toFixed(1) : String(Math.round(value));
  return `${shown} ${units[unit]}`;
}
