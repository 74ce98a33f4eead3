// @vitest-environment happy-dom
/**
 * Server errors by their code in the golfer's language (issue 39, docs/decisions.md §9): the real
 * client (lib/api.ts, its hooks) against answers made here, with the real Spanish and German
 * catalogues active.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { api, apiErrorMessage } from '../../../../src/client/lib/api';
import { serverFieldErrors } from '../../../../src/client/lib/forms/field-errors';
import { setActiveCatalogue } from '../../../../src/client/lib/i18n/catalogue';
import type { Message } from '../../../../src/client/lib/i18n/icu';
import en from '../../../../src/client/lib/i18n/catalogues/en/errors';
import de from '../../../../src/client/lib/i18n/catalogues/messages-de';
import es from '../../../../src/client/lib/i18n/catalogues/messages-es';
import { ERROR_CODE_NAMES } from '../../../../src/shared/error-codes';
import { LANGUAGES, type Language } from '../../../../src/shared/languages';

const catalogues: Record<Language, Readonly<Record<string, Message>>> = { en, es, de };

const speak = (language: Language) =>
  setActiveCatalogue({
    language,
    locale: language,
    messages: language === 'en' ? {} : catalogues[language],
  });

afterEach(() => speak('en'));

async function refused(body: unknown, status: number): Promise<unknown> {
  const client = api.extend({
    prefixUrl: 'http://api.test/api',
    fetch: (async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      })) as typeof fetch,
  });
  try {
    await client.post('x').json();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

const unreachable = async (): Promise<unknown> => {
  try {
    await api
      .extend({
        prefixUrl: 'http://api.test/api',
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
      })
      .get('x');
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

const wrongPassword = {
  success: false,
  code: 'invalid_credentials',
  message: 'Invalid email or password',
};

describe('server errors by code (docs/decisions.md §9)', () => {
  it('every error code has a message in each language', () => {
    for (const language of LANGUAGES) {
      const missing = ERROR_CODE_NAMES.filter((code) => !catalogues[language][`errors.${code}`]);
      expect(missing, language).toEqual([]);
    }
  });

  it('shows a German golfer the code’s German message, a Spanish one the Spanish', async () => {
    const error = await refused(wrongPassword, 401);
    speak('de');
    expect(apiErrorMessage(error, 'Login failed')).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    speak('es');
    expect(apiErrorMessage(error, 'Login failed')).toBe(
      'El correo electrónico o la contraseña no son correctos.',
    );
  });

  it('keeps the English golfer’s texts as they are (the server’s message, the transport’s words)', async () => {
    expect(apiErrorMessage(await refused(wrongPassword, 401), 'Login failed')).toBe(
      'Invalid email or password',
    );
    expect(apiErrorMessage(await unreachable(), 'Login failed')).toBe('Network Error');
    expect(apiErrorMessage(await refused({ success: false, message: '' }, 502), 'x')).toBe(
      'Request failed with status code 502',
    );
  });

  it('falls back to the server’s message for a code this build does not know', async () => {
    const body = { success: false, code: 'tee_time_taken', message: 'Someone booked that tee time.' };
    speak('de');
    expect(apiErrorMessage(await refused(body, 409), 'x')).toBe('Someone booked that tee time.');
  });

  it('translates the transport’s texts and counts the fields of invalid input', async () => {
    speak('de');
    expect(apiErrorMessage(await unreachable(), 'x')).toBe(
      'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    );
    expect(apiErrorMessage(await refused({ success: false, message: '' }, 502), 'x')).toBe(
      'Die Anfrage ist fehlgeschlagen (Statuscode 502).',
    );
    const invalid = {
      success: false,
      code: 'invalid_input',
      message: 'Email is required',
      errors: [
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password is required' },
      ],
    };
    expect(apiErrorMessage(await refused(invalid, 400), 'x')).toBe(
      '2 Felder sind ungültig: Bitte prüfen Sie sie.',
    );
  });

  it('gives a field refused for a coded reason that code’s message; schema texts stay the form’s', async () => {
    const common = {
      success: false,
      code: 'common_password',
      message: en['errors.common_password'],
      errors: [{ path: 'password', message: en['errors.common_password'] }],
    };
    const invalid = {
      success: false,
      code: 'invalid_input',
      message: 'Email is required',
      errors: [{ path: 'email', message: 'Email is required' }],
    };
    speak('de');
    expect(serverFieldErrors(await refused(common, 400), ['email', 'password'])).toEqual({
      password: de['errors.common_password'],
    });
    expect(serverFieldErrors(await refused(invalid, 400), ['email'])).toEqual({ email: 'Email is required' });
    speak('en');
    expect(serverFieldErrors(await refused(common, 400), ['password'])).toEqual({
      password: en['errors.common_password'],
    });
  });
});
