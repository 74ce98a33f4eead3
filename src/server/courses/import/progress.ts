/**
 * How the import CLI shows progress and its report. On a terminal: one bar redrawn in place. In a
 * log or a pipe (CI, `> file`): a plain line every PLAIN_EVERY_PERCENT, since carriage returns
 * would pile up there as one unreadable line.
 */
import type { ImportProgress, ImportReport } from './importer';

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

export function createProgressReporter(out: ProgressSink): {
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
      out.write(`imported ${done}/${total} features (${percent}%)\n`);
    },
    finish() {
      if (drew) out.write('\n');
    },
  };
}

export function formatReport(report: ImportReport, seconds: number): string {
  const skipped = Object.entries(report.skipped).sort(([a], [b]) => a.localeCompare(b));
  const skippedTotal = skipped.reduce((sum, [, n]) => sum + (n ?? 0), 0);
  const lines = [
    `Read ${report.read} features in ${seconds.toFixed(1)} s:`,
    `  inserted   ${report.inserted}`,
    `  updated    ${report.updated}`,
    `  unchanged  ${report.unchanged}`,
    `  skipped    ${skippedTotal}${skipped.length ? ` (${skipped.map(([r, n]) => `${r}: ${n}`).join(', ')})` : ''}`,
    `  filled from nearest ZIP: city ${report.filled.city}, ZIP code ${report.filled.zipCode}, state ${report.filled.state}`,
    'Course data © OpenStreetMap contributors (ODbL 1.0).',
  ];
  return `${lines.join('\n')}\n`;
}
