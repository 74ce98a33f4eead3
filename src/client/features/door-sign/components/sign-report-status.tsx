/** What became of the report sent from a sign's page, in words a golfer at the door reads at a glance. */
import { REPORT_LABELS } from '../../../lib/restroom-words';
import type { SignReportState } from '../use-sign-report';
import { useT } from '../../../lib/i18n/catalogue';
import doorSign from '../../../lib/i18n/catalogues/en/door-sign';

export function SignReportStatus({ status }: { status: SignReportState }) {
  const t = useT(doorSign);
  if (status.state === 'idle') return <div role="status" aria-live="polite" />;
  const label = REPORT_LABELS[status.kind];
  const box = 'mt-4 rounded-2xl border p-4';
  switch (status.state) {
    case 'sending':
      return (
        <p role="status" aria-live="polite" className={`${box} border-line`}>
          {t('doorSign.sending', { label })}
        </p>
      );
    case 'sent':
      return (
        <div
          role="status"
          aria-live="polite"
          className={`${box} border-primary bg-primary-soft text-on-primary-soft`}
        >
          <p className="text-lg font-bold">{t('doorSign.thanks')}</p>
          <p className="mt-1">{t('doorSign.youReported', { label })}</p>
        </div>
      );
    case 'kept':
      return (
        <div role="status" aria-live="polite" className={`${box} border-flag-400 bg-surface`}>
          <p className="text-lg font-bold">{t('doorSign.offline')}</p>
          <p className="mt-1">{t('doorSign.kept', { label })}</p>
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
