/**
 * Drives the test provider's sign-in pages with fetch, the way a browser would: follows its
 * redirects with a cookie jar, fills the login form, and stops at the redirect back to the client.
 */

/** Just enough of a cookie jar for one site: name=value pairs, every path. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const MAX_STEPS = 12;

/**
 * Starts at the authorization URL and returns the URL the provider finally redirects to (our
 * callback with code and state, or with an error when `abort` is set).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  options: { abort?: boolean } = {},
): Promise<URL> {
  const origin = new URL(authorizationUrl).origin;
  const jar = new CookieJar();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(res);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next;
      url = next.href;
      init = {};
      continue;
    }
    const html = await res.text();
    if (res.status !== 200)
      throw new Error(`provider answered ${res.status} at ${url}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no sign-in form at ${url}`);
    if (options.abort) {
      // The dev form posts to /interaction/:uid; its cancel link is /interaction/:uid/abort.
      url = new URL(`${action.replace(/\/$/, '')}/abort`, url).href;
      init = {};
      continue;
    }
    url = new URL(action, url).href;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(
        prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
      ).toString(),
    };
  }
  throw new Error('the provider never redirected back to the client');
}
