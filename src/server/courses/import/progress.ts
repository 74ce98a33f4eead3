/**
 * How the import CLI shows progress and its report. On a terminal: one bar redrawn in place. In a
 * log or a pipe (CI, `> file`): a plain line every PLAIN_EVERY_PERCENT, since carriage returns
 * would pile up there as one unreadable line.
 */
import type { ImportProgress, ImportReport } from './importer';
import type { RestroomImportReport } from './toilets';

const BAR_WIDTH = 30;
const PLAIN_EVERY_PERCENT = 10;

export interface ProgressSink {
  isTTY?: boolean;
  write(text: string): unknown;
}

function progressBar(done: number, total: number, width = BAR_WIDTH): string {
  const ratio = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(ratio * width);
  const percent = String(Math.floor(ratio * 100)).padStart(3);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}% ${done}/${total}`;
}

/** `what` names the items counted in the plain lines: the course phase counts features, the restroom phase toilets. */
export function createProgressReporter(
  out: ProgressSink,
  what = 'features',
): {
  update(progress: ImportProgress): void;
  finish(): void;
} {
  let lastPlainStep = -1;
  let drew = false;
  return {
    update({ done, total }) {
      if (out.isTTY) {
        out.write(`\r${progressBar(done, total)}`);
        drew = true;
        return;
      }
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      const step = Math.floor(percent / PLAIN_EVERY_PERCENT);
      if (step === lastPlainStep) return;
      lastPlainStep = step;
      out.write(`imported ${done}/${total} ${what} (${percent}%)\n`);
    },
    finish() {
      if (drew) out.write('\n');
    },
  };
}

/** "  skipped    3 (no name: 1, no position: 2)": the reasons in alphabetical order. */
function skippedLine(counts: Partial<Record<string, number>>): string {
  const skipped = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
  const total = skipped.reduce((sum, [, n]) => sum + (n ?? 0), 0);
  return `  skipped    ${total}${skipped.length ? ` (${skipped.map(([r, n]) => `${r}: ${n}`).join(', ')})` : ''}`;
}

/** "GB 2,140, DE 700, …": most courses first, then by code. */
function countriesLine(counts: Record<string, number>): string {
  const sorted = Object.entries(counts).sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  return sorted.length ? sorted.map(([code, n]) => `${code} ${n}`).join(', ') : 'none';
}

export function formatReport(report: ImportReport, seconds: number): string {
  const lines = [
    `Read ${report.read} features in ${seconds.toFixed(1)} s:`,
    `  inserted   ${report.inserted}`,
    `  updated    ${report.updated}`,
    `  unchanged  ${report.unchanged}`,
    skippedLine(report.skipped),
    ...(report.toilets > 0 ? [`  toilets    ${report.toilets} (imported as restrooms below)`] : []),
    `  filled from nearest ZIP: city ${report.filled.city}, ZIP code ${report.filled.zipCode}, state ${report.filled.state}`,
    `  located from coordinates: country ${report.located.country}, region ${report.located.region}`,
    `  by country: ${countriesLine(report.countries)}`,
    'Course data © OpenStreetMap contributors (ODbL 1.0).',
  ];
  return `${lines.join('\n')}\n`;
}

export function formatRestroomReport(report: RestroomImportReport, seconds: number): string {
  if (report.read === 0) {
    return 'No toilets in the file (amenity=toilets, or golf=clubhouse with toilets=yes).\n';
  }
  const lines = [
    `Read ${report.read} toilets in ${seconds.toFixed(1)} s:`,
    `  inserted   ${report.inserted}`,
    `  updated    ${report.updated}`,
    `  unchanged  ${report.unchanged}`,
    `  kept       ${report.keptOwnerConfirmed} (changed on the map, confirmed by an owner here)`,
    skippedLine(report.skipped),
    'Restroom data © OpenStreetMap contributors (ODbL 1.0).',
  ];
  return `${lines.join('\n')}\n`;
}
