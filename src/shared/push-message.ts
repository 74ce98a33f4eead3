/**
 * What an owner's Web Push carries and how a device shows it (docs/product.md §12): the server
 * sends `PushMessage` (notifications/deliver.ts), the service worker shows every push as a
 * notification — iOS revokes a subscription whose pushes stay silent — and a tap opens the owner
 * dashboard at the report. A push it cannot read still shows, and opens the dashboard.
 */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the owner dashboard: `/owner-dashboard?report=<id>`. */
  url: string;
  /** One notification per report: a second push for it replaces the first. */
  tag: string;
}

const DASHBOARD = '/owner-dashboard';
const FALLBACK: PushMessage = {
  title: 'Fairway Relief',
  body: 'Something happened at one of your courses. Open your dashboard to see it.',
  url: DASHBOARD,
  tag: 'fairway-relief',
};

/** Only a path of the owner dashboard is opened: a push names nothing else (no other site). */
export function dashboardPath(url: unknown): string {
  if (typeof url !== 'string' || !/^\/owner-dashboard(?:[/?#]|$)/.test(url)) return DASHBOARD;
  return url;
}

/** The notification a push shows (its text; null when the push had none). */
export function notificationOf(text: string | null): {
  title: string;
  options: { body: string; tag: string; data: { url: string } };
} {
  let message = FALLBACK;
  try {
    const parsed = text ? (JSON.parse(text) as Partial<PushMessage>) : undefined;
    if (parsed && typeof parsed.title === 'string' && parsed.title.trim() !== '') {
      message = {
        title: parsed.title,
        body: typeof parsed.body === 'string' ? parsed.body : '',
        url: dashboardPath(parsed.url),
        tag: typeof parsed.tag === 'string' ? parsed.tag : FALLBACK.tag,
      };
    }
  } catch {
    // Not JSON: shown as the fallback, as every push must show something.
  }
  return {
    title: message.title,
    options: { body: message.body, tag: message.tag, data: { url: message.url } },
  };
}
