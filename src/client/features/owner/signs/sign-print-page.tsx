/**
 * /owner-dashboard/signs/:restroomId: a restroom's door sign, for an owner of its course or an admin
 * (docs/product.md §12). No sign yet: one tap makes it. Then the A5 sign to print (the page's print
 * stylesheet keeps the sign alone on the paper), its QR code as SVG or PNG, and "Replace the code",
 * which retires the signs already printed.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { ROUTES } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/catalogue';
import signs from '../../../lib/i18n/catalogues/en/owner-signs';
import { useOwnerSign, useRotateSign } from './api';
import { DoorSignCard } from './door-sign-card';
import { download, qrModules, qrPngBlob, qrSvgText, type QrModules } from './qr';

const fileName = (name: string) => `door-sign-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The QR code of `url`, once the encoder has arrived. */
function useQr(url: string | null): QrModules | null {
  const t = useT(signs);
  const [qr, setQr] = useState<{ url: string; modules: QrModules } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    void qrModules(url).then(
      (modules) => current && setQr({ url, modules }),
      () =>
        current &&
        toast({ title: t('ownerSigns.error'), description: t('ownerSigns.qrError'), variant: 'destructive' }),
    );
    return () => {
      current = false;
    };
  }, [url, t]);
  return qr && qr.url === url ? qr.modules : null;
}

export function SignPrintPage() {
  const t = useT(signs);
  const restroomId = useParams().restroomId ?? '';
  const sign = useOwnerSign(restroomId);
  const rotate = useRotateSign(restroomId);
  const [replacing, setReplacing] = useState(false);
  const url = sign.data?.sign.url ?? null;
  const qr = useQr(url);

  const make = async () => {
    try {
      await rotate.mutateAsync();
      setReplacing(false);
    } catch (error) {
      toast({
        title: t('ownerSigns.error'),
        description: apiErrorMessage(error, t('ownerSigns.makeError')),
        variant: 'destructive',
      });
    }
  };

  const data = sign.data?.sign;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 print:p-0">
      <Link
        to={ROUTES.ownerDashboard}
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary print:hidden"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t('ownerSigns.back')}
      </Link>
      <div className="print:hidden">
        <h1 className="mt-2 text-2xl font-bold">
          {data ? t('ownerSigns.titleOf', { restroom: data.restroomName }) : t('ownerSigns.title')}
        </h1>
        {data && <p className="text-fg-muted">{data.courseName}</p>}
        {sign.isError && <p role="alert">{apiErrorMessage(sign.error, t('ownerSigns.loadError'))}</p>}
        {!sign.data && !sign.isError && <p className="mt-4 text-fg-muted">{t('ownerSigns.loading')}</p>}
        <p className="mt-3">{t('ownerSigns.how')}</p>
      </div>
      {data && !data.url && (
        <Button className="mt-4 print:hidden" disabled={rotate.isPending} onClick={() => void make()}>
          {rotate.isPending ? t('ownerSigns.making') : t('ownerSigns.make')}
        </Button>
      )}
      {data?.url && qr && (
        <>
          <div className="mt-4 flex flex-wrap gap-2 print:hidden">
            <Button onClick={() => window.print()}>{t('ownerSigns.print')}</Button>
            <Button
              variant="outline"
              onClick={() =>
                download(
                  new Blob([qrSvgText(qr)], { type: 'image/svg+xml' }),
                  `${fileName(data.restroomName)}.svg`,
                )
              }
            >
              {t('ownerSigns.svg')}
            </Button>
            <Button
              variant="outline"
              onClick={() =>
                void qrPngBlob(qr).then((blob) => download(blob, `${fileName(data.restroomName)}.png`))
              }
            >
              {t('ownerSigns.png')}
            </Button>
          </div>
          <div className="mt-4">
            <DoorSignCard sign={{ ...data, url: data.url }} qr={qr} />
          </div>
          <div className="mt-4 print:hidden">
            {data.issuedAt && (
              <p className="text-sm text-fg-muted">
                {t('ownerSigns.since', { date: new Date(data.issuedAt) })}
              </p>
            )}
            <Button variant="outline" className="mt-2" onClick={() => setReplacing(true)}>
              {t('ownerSigns.replace')}
            </Button>
          </div>
          <ConfirmDialog
            open={replacing}
            onOpenChange={setReplacing}
            title={t('ownerSigns.replace.title')}
            description={t('ownerSigns.replace.description')}
            confirmLabel={t('ownerSigns.replace')}
            busyLabel={t('ownerSigns.replacing')}
            busy={rotate.isPending}
            onConfirm={() => void make()}
          />
        </>
      )}
    </div>
  );
}
