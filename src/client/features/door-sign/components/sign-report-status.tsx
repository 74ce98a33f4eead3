/** What became of the report sent from a sign's page, in words a golfer at the door reads at a glance. */
import { REPORT_LABELS } from '../../../lib/restroom-words';
import type { SignReportState } from '../use-sign-report';

export function SignReportStatus({ status }: { status: SignReportState }) {
  if (status.state === 'idle') return <div role="status" aria-live="polite" />;
  const label = REPORT_LABELS[status.kind];
  const box = 'mt-4 rounded-2xl border p-4';
  switch (status.state) {
    case 'sending':
      return (
        <p role="status" aria-live="polite" className={`${box} border-line`}>
          Sending “{label}”…
        </p>
      );
    case 'sent':
      return (
        <div
          role="status"
          aria-live="polite"
          className={`${box} border-primary bg-primary-soft text-on-primary-soft`}
        >
          <p className="text-lg font-bold">Thank you! The course has been told.</p>
          <p className="mt-1">You reported: {label}.</p>
        </div>
      );
    case 'kept':
      return (
        <div role="status" aria-live="polite" className={`${box} border-flag-400 bg-surface`}>
          <p className="text-lg font-bold">You are offline.</p>
          <p className="mt-1">
            Your report ({label}) is saved on this phone and is sent as soon as you have signal. Keep this
            page open, or open the sign&apos;s link again later.
          </p>
        </div>
      );
    case 'refused':
      return (
        <p role="alert" className={`${box} border-danger text-danger dark:text-red-300`}>
          {status.message}
        </p>
      );
  }
}
