/**
 * /r/:code, the page a door sign's QR code opens (docs/product.md §12): the restroom and its course,
 * and one button per problem; a tap sends the report, no account needed. Without signal the report
 * is kept on the phone and sent when signal returns (use-sign-report.ts); the buttons work before
 * the restroom's name has arrived, since the code itself names the restroom.
 */
import { Link, useParams } from 'react-router-dom';
import { readSignCode, SIGN_REPORT_KINDS } from '../../../shared/door-signs';
import { apiErrorStatus } from '../../lib/api';
import { REPORT_LABELS, reportHintText } from '../../lib/restroom-words';
import { useSignLookup } from './api';
import { SignReportStatus } from './components/sign-report-status';
import { useSignReport } from './use-sign-report';
import { useT } from '../../lib/i18n/catalogue';
import doorSign from '../../lib/i18n/catalogues/en/door-sign';

const linkClasses = 'font-semibold text-primary underline underline-offset-4';

function RetiredSign() {
  const t = useT(doorSign);
  return (
    <div role="alert" className="rounded-2xl border border-line bg-surface p-5">
      <h1 className="text-2xl font-bold">{t('doorSign.retired')}</h1>
      <p className="mt-2">{t('doorSign.retiredText')}</p>
      <Link to="/courses" className={`mt-3 inline-flex min-h-11 items-center ${linkClasses}`}>
        {t('doorSign.findCourse')}
      </Link>
    </div>
  );
}

export function SignReportPage() {
  const code = useParams().code ?? '';
  const read = readSignCode(code);
  const lookup = useSignLookup(code);
  const t = useT(doorSign);
  const { status, send } = useSignReport(code, read?.restroomId, t('doorSign.notAccepted'));
  const sign = lookup.data?.sign;

  if (!read || apiErrorStatus(lookup.error) === 404) {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-6">
        <RetiredSign />
      </div>
    );
  }
  const kinds = sign?.kinds ?? SIGN_REPORT_KINDS;
  const done = status.state === 'sent' || status.state === 'kept';
  return (
    <div className="mx-auto w-full max-w-md px-4 py-6">
      <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
        {t('doorSign.problemHere')}
      </p>
      <h1 className="mt-1 text-2xl leading-tight font-bold">
        {sign?.restroomName ?? t('doorSign.thisRestroom')}
      </h1>
      {sign ? (
        <p className="mt-1">
          <Link to={`/course/${encodeURIComponent(sign.courseId)}`} className={linkClasses}>
            {sign.courseName}
          </Link>
        </p>
      ) : (
        lookup.isError && <p className="mt-1 text-fg-muted">{t('doorSign.noSignal')}</p>
      )}
      <SignReportStatus status={status} />
      {!done && (
        <section aria-labelledby="sign-kinds" className="mt-5">
          <h2 id="sign-kinds" className="font-semibold">
            {t('doorSign.whatsWrong')}
          </h2>
          <ul className="mt-3 grid gap-2">
            {kinds.map((kind) => (
              <li key={kind}>
                <button
                  type="button"
                  disabled={status.state === 'sending'}
                  onClick={() => void send(kind)}
                  className="flex min-h-14 w-full flex-col items-start justify-center rounded-xl border border-line bg-surface px-4 py-2 text-left hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
                >
                  <span className="font-semibold">{REPORT_LABELS[kind]}</span>
                  <span className="text-sm text-fg-muted">{reportHintText(kind)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
