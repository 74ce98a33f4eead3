/**
 * The owners' notifications in each language (mails.ts and deliver.ts put them together;
 * docs/product.md §12, docs/decisions.md §9): English is the source, Spanish says tú and German Sie,
 * as the app does. Names (courses, restrooms) and the rejection's reason are the data's own.
 */
import type { Language } from '../../shared/languages';
import { reportKind, type ReportKind } from '../../shared/report-kinds';

interface ReportFacts {
  kind: ReportKind;
  restroom: string;
  course: string;
  viaSign: boolean;
}

export interface NotificationTexts {
  /** The Intl locale of the digest's date. */
  locale: string;
  claimApproved: (course: string) => { subject: string; lines: string[]; toDashboard: string };
  claimRejected: (course: string) => { subject: string; reasonIntro: string; retry: string };
  /** Why an owner gets a course's mail, and where to choose (the dashboard's link follows). */
  courseFooter: (course: string) => string;
  reportSubject: (report: ReportFacts) => string;
  reportSentence: (report: ReportFacts) => string;
  seeReport: string;
  push: (report: ReportFacts) => { title: string; body: string };
  digestSubject: (course: string, date: string) => string;
  digestIntro: (course: string, date: string) => string;
  sections: { reports: string; submissions: string; reviews: string };
  reportLine: (kind: ReportKind, count: number, bySign: number) => string;
  submissionState: (status: string) => string;
  rating: (stars: number) => string;
  seeDigest: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const englishLabel = (kind: ReportKind) => reportKind(kind).headline ?? reportKind(kind).label;

const en: NotificationTexts = {
  locale: 'en-US',
  claimApproved: (course) => ({
    subject: `You are now an owner of ${course} on Fairway Relief`,
    lines: [`Your claim of ${course} is approved: you are now one of its owners on Fairway Relief.`],
    toDashboard: 'Confirm its restrooms and answer golfers’ reports and submissions on your dashboard:',
  }),
  claimRejected: (course) => ({
    subject: `Your claim of ${course} on Fairway Relief`,
    reasonIntro: `We could not approve your claim of ${course}. The reason:`,
    retry: 'You can send a new claim from the course page once this is sorted out.',
  }),
  courseFooter: (course) =>
    `You get this e-mail as an owner of ${course}. Choose what you hear about on your dashboard:`,
  reportSubject: (r) => `${englishLabel(r.kind)}: ${r.restroom} at ${r.course}`,
  reportSentence: (r) =>
    `${r.viaSign ? 'Someone at its door sign' : 'A golfer'} reported ${r.restroom} at ${r.course} ${reportKind(r.kind).words}.`,
  seeReport: 'See it, and mark it fixed, on your dashboard:',
  push: (r) => ({
    title: `${englishLabel(r.kind)}: ${r.restroom}`,
    body: `${r.viaSign ? 'Someone at its door sign' : 'A golfer'} reported it ${reportKind(r.kind).words} at ${r.course}.`,
  }),
  digestSubject: (course, date) => `${course} on ${date}: your daily digest`,
  digestIntro: (course, date) => `What golfers told Fairway Relief about ${course} on ${date}.`,
  sections: { reports: 'Reports', submissions: 'New restrooms', reviews: 'Reviews' },
  reportLine: (kind, count, bySign) =>
    `${reportKind(kind).words} (${plural(count, 'report', 'reports')}${bySign ? `, ${bySign} by the door sign` : ''})`,
  submissionState: (status) =>
    ({ pending: 'waiting for your review', approved: 'approved', rejected: 'rejected', removed: 'removed' })[
      status
    ] ?? status,
  rating: (stars) => `${stars} of 5`,
  seeDigest: 'See them on your dashboard:',
};

/** Each kind as a label (a subject's, a push's title) and as the sentence's words. */
const ES_KINDS: Record<ReportKind, { label: string; words: string }> = {
  locked: { label: 'Cerrado con llave', words: 'está cerrado con llave' },
  out_of_order: { label: 'Averiado', words: 'está averiado' },
  no_paper: { label: 'Sin papel', words: 'no tiene papel' },
  no_soap: { label: 'Sin jabón', words: 'no tiene jabón' },
  needs_cleaning: { label: 'Necesita limpieza', words: 'necesita limpieza' },
  closed_for_season: { label: 'Cerrado por temporada', words: 'está cerrado por temporada' },
  gone: { label: 'Avisado: ya no existe', words: 'ya no existe' },
};

const es: NotificationTexts = {
  locale: 'es-ES',
  claimApproved: (course) => ({
    subject: `Ya eres propietario de ${course} en Fairway Relief`,
    lines: [`Tu solicitud de ${course} está aprobada: ya eres uno de sus propietarios en Fairway Relief.`],
    toDashboard: 'Confirma sus baños y responde a los avisos y propuestas de los golfistas en tu panel:',
  }),
  claimRejected: (course) => ({
    subject: `Tu solicitud de ${course} en Fairway Relief`,
    reasonIntro: `No hemos podido aprobar tu solicitud de ${course}. El motivo:`,
    retry: 'Cuando esté resuelto, puedes enviar una solicitud nueva desde la página del campo.',
  }),
  courseFooter: (course) =>
    `Recibes este correo como propietario de ${course}. Elige de qué quieres enterarte en tu panel:`,
  reportSubject: (r) => `${ES_KINDS[r.kind].label}: ${r.restroom} en ${r.course}`,
  reportSentence: (r) =>
    `${r.viaSign ? 'Alguien en el cartel de su puerta' : 'Un golfista'} ha avisado de que ${r.restroom} en ${r.course} ${ES_KINDS[r.kind].words}.`,
  seeReport: 'Míralo y márcalo como arreglado en tu panel:',
  push: (r) => ({
    title: `${ES_KINDS[r.kind].label}: ${r.restroom}`,
    body: `${r.viaSign ? 'Alguien en el cartel de su puerta' : 'Un golfista'} ha avisado de que ${ES_KINDS[r.kind].words} (${r.course}).`,
  }),
  digestSubject: (course, date) => `${course}, ${date}: tu resumen diario`,
  digestIntro: (course, date) => `Lo que los golfistas contaron a Fairway Relief sobre ${course} el ${date}.`,
  sections: { reports: 'Avisos', submissions: 'Baños nuevos', reviews: 'Reseñas' },
  reportLine: (kind, count, bySign) =>
    `${ES_KINDS[kind].label} (${plural(count, 'aviso', 'avisos')}${bySign ? `, ${bySign} por el cartel de la puerta` : ''})`,
  submissionState: (status) =>
    ({
      pending: 'pendiente de tu revisión',
      approved: 'aprobado',
      rejected: 'rechazado',
      removed: 'retirado',
    })[status] ?? status,
  rating: (stars) => `${stars} de 5`,
  seeDigest: 'Míralos en tu panel:',
};

const DE_KINDS: Record<ReportKind, { label: string; words: string }> = {
  locked: { label: 'Abgeschlossen', words: 'als abgeschlossen' },
  out_of_order: { label: 'Defekt', words: 'als defekt' },
  no_paper: { label: 'Kein Papier', words: 'ohne Papier' },
  no_soap: { label: 'Keine Seife', words: 'ohne Seife' },
  needs_cleaning: { label: 'Muss gereinigt werden', words: 'als reinigungsbedürftig' },
  closed_for_season: { label: 'Für die Saison geschlossen', words: 'als für die Saison geschlossen' },
  gone: { label: 'Als nicht mehr vorhanden gemeldet', words: 'als nicht mehr vorhanden' },
};

const de: NotificationTexts = {
  locale: 'de-DE',
  claimApproved: (course) => ({
    subject: `Sie sind jetzt Betreiber von ${course} bei Fairway Relief`,
    lines: [`Ihr Antrag für ${course} ist genehmigt: Sie sind jetzt einer der Betreiber bei Fairway Relief.`],
    toDashboard:
      'Bestätigen Sie die Toiletten und beantworten Sie Meldungen und Einreichungen der Golfer in Ihrer Übersicht:',
  }),
  claimRejected: (course) => ({
    subject: `Ihr Antrag für ${course} bei Fairway Relief`,
    reasonIntro: `Wir konnten Ihren Antrag für ${course} nicht genehmigen. Der Grund:`,
    retry: 'Sobald das geklärt ist, können Sie auf der Seite des Platzes einen neuen Antrag stellen.',
  }),
  courseFooter: (course) =>
    `Sie erhalten diese E-Mail als Betreiber von ${course}. Was Sie erfahren möchten, wählen Sie in Ihrer Übersicht:`,
  reportSubject: (r) => `${DE_KINDS[r.kind].label}: ${r.restroom} auf ${r.course}`,
  reportSentence: (r) =>
    `${r.viaSign ? 'Jemand am Türschild' : 'Ein Golfer'} hat ${r.restroom} auf ${r.course} ${DE_KINDS[r.kind].words} gemeldet.`,
  seeReport: 'Sehen Sie die Meldung in Ihrer Übersicht und markieren Sie sie als behoben:',
  push: (r) => ({
    title: `${DE_KINDS[r.kind].label}: ${r.restroom}`,
    body: `${r.viaSign ? 'Jemand am Türschild' : 'Ein Golfer'} hat sie ${DE_KINDS[r.kind].words} gemeldet (${r.course}).`,
  }),
  digestSubject: (course, date) => `${course} am ${date}: Ihre tägliche Zusammenfassung`,
  digestIntro: (course, date) => `Was Golfer Fairway Relief am ${date} über ${course} gemeldet haben.`,
  sections: { reports: 'Meldungen', submissions: 'Neue Toiletten', reviews: 'Bewertungen' },
  reportLine: (kind, count, bySign) =>
    `${DE_KINDS[kind].label} (${plural(count, 'Meldung', 'Meldungen')}${bySign ? `, ${bySign} über das Türschild` : ''})`,
  submissionState: (status) =>
    ({
      pending: 'wartet auf Ihre Prüfung',
      approved: 'genehmigt',
      rejected: 'abgelehnt',
      removed: 'entfernt',
    })[status] ?? status,
  rating: (stars) => `${stars} von 5`,
  seeDigest: 'Sehen Sie sie in Ihrer Übersicht:',
};

export const NOTIFICATION_TEXTS: Record<Language, NotificationTexts> = { en, es, de };
