/**
 * Sending a report from a sign's page (docs/product.md §12): at once when there is signal; without
 * an answer, kept on the device (kept-report.ts) and sent when the browser is back online or the
 * page opens again. A refusal (the sign retired, the hour's report sent already) is shown as the
 * server words it, and nothing is kept.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReportKind } from '../../../shared/report-kinds';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api';
import { sendSignReport } from './api';
import { forgetReport, keepReport, readKeptReport } from './kept-report';

export type SignReportState =
  | { state: 'idle' }
  | { state: 'sending'; kind: ReportKind }
  | { state: 'sent'; kind: ReportKind }
  | { state: 'kept'; kind: ReportKind }
  | { state: 'refused'; kind: ReportKind; message: string };

/** `notAccepted`: said of a refusal that came without a message of its own. */
export function useSignReport(code: string, restroomId: string | undefined, notAccepted: string) {
  const [status, setStatus] = useState<SignReportState>({ state: 'idle' });
  const busy = useRef(false);

  const send = useCallback(
    async (kind: ReportKind) => {
      if (!restroomId || busy.current) return;
      busy.current = true;
      setStatus({ state: 'sending', kind });
      try {
        await sendSignReport(restroomId, kind, code);
        forgetReport(code);
        setStatus({ state: 'sent', kind });
      } catch (error) {
        if (apiErrorStatus(error) === undefined) {
          // No answer: the phone has no signal. Kept, and sent when it has.
          keepReport(code, { kind, at: Date.now() });
          setStatus({ state: 'kept', kind });
        } else {
          forgetReport(code);
          setStatus({
            state: 'refused',
            kind,
            message: apiErrorMessage(error, notAccepted),
          });
        }
      } finally {
        busy.current = false;
      }
    },
    [code, restroomId, notAccepted],
  );

  // A report kept earlier goes as soon as the page knows its restroom, and again when signal returns.
  useEffect(() => {
    if (!restroomId) return;
    const sendKept = () => {
      const kept = readKeptReport(code);
      if (kept) void send(kept.kind);
    };
    sendKept();
    globalThis.addEventListener('online', sendKept);
    return () => globalThis.removeEventListener('online', sendKept);
  }, [code, restroomId, send]);

  return { status, send };
}
