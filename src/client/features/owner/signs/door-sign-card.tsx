/**
 * The sign as it is printed (A5, portrait): the call to action, the QR code, the restroom and its
 * course, and the address to type when a camera will not read it. Paper colours in either theme:
 * a QR code needs dark modules on a light ground, and the screen shows what the paper will.
 */
import type { OwnerSign } from '../../../../shared/schemas';
import { useT } from '../../../lib/i18n/catalogue';
import signs from '../../../lib/i18n/catalogues/en/owner-signs';
import type { QrModules } from './qr';

/** In the language of the one printing it: a German course's sign speaks German (docs/decisions.md §9). */
export function DoorSignCard({ sign, qr }: { sign: OwnerSign & { url: string }; qr: QrModules }) {
  const t = useT(signs);
  return (
    <article
      aria-label={t('ownerSigns.asPrinted')}
      className="door-sign mx-auto flex aspect-[148/210] w-full max-w-sm flex-col items-center rounded-2xl border-2 border-neutral-300 bg-white p-6 text-center text-neutral-900 shadow-sm print:max-w-none print:rounded-none print:border-0 print:shadow-none"
    >
      <p className="text-sm font-bold tracking-wide text-green-800 uppercase">Fairway Relief</p>
      <h2 className="mt-3 text-3xl leading-tight font-extrabold">
        {t('ownerSigns.question')}
        <span className="block text-xl font-bold">{t('ownerSigns.scan')}</span>
      </h2>
      <svg
        role="img"
        aria-label={t('ownerSigns.qr', { url: sign.url })}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
        className="my-4 w-full max-w-64 flex-none"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <p className="text-xl leading-snug font-bold">{sign.restroomName}</p>
      <p className="text-base">{sign.courseName}</p>
      <p className="mt-auto pt-3 text-xs break-all text-neutral-700">
        {t('ownerSigns.noAccount', { url: sign.url })}
      </p>
    </article>
  );
}
