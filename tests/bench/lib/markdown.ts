/** Markdown for BENCHMARKS.md: tables and the machine/run header every section carries. */
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';

export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function commit(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    }).trim();
    return dirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return 'unknown';
  }
}

/** CPU, cores, RAM, Node, PostgreSQL, date and commit, as one Markdown line. */
export function machineLine(postgresVersion?: string): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const parts = [
    `${cpu}, ${cpus().length} cores`,
    `${Math.round(totalmem() / 1024 ** 3)} GB RAM`,
    `Node ${process.version}`,
    ...(postgresVersion ? [`PostgreSQL ${postgresVersion}`] : []),
    new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    `commit ${commit()}`,
  ];
  return `Machine: ${parts.join(' · ')}`;
}
