/**
 * The account mails' words in each language (messages.ts puts them together; docs/decisions.md §9).
 * English is the source; Spanish says tú and German Sie, as the app does.
 */
import type { Language } from '../../shared/languages';

interface MailWords {
  subject: string;
  /** The lines before the link, and after it. */
  before: readonly string[];
  after: readonly string[];
}

export interface AccountMailTexts {
  greet: string;
  greetByName: (firstName: string) => string;
  signature: string;
  verification: MailWords;
  passwordReset: MailWords;
  takenAddress: MailWords;
}

const SIGNATURE = 'Fairway Relief';

export const ACCOUNT_MAIL_TEXTS: Record<Language, AccountMailTexts> = {
  en: {
    greet: 'Hello,',
    greetByName: (name) => `Hi ${name},`,
    signature: SIGNATURE,
    verification: {
      subject: 'Confirm your email address for Fairway Relief',
      before: ['Please confirm that this is your email address by opening this link:'],
      after: [
        'The link works once, for 24 hours. If you did not create a Fairway Relief account, ignore',
        'this message: nothing happens without the link.',
      ],
    },
    passwordReset: {
      subject: 'Reset your Fairway Relief password',
      before: [
        'Someone (hopefully you) asked to reset the password of your Fairway Relief account.',
        'To choose a new password, open this link:',
      ],
      after: [
        'The link works once, for one hour. Setting a new password signs your account out everywhere.',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ],
    },
    takenAddress: {
      subject: 'Someone tried to create a Fairway Relief account with your address',
      before: [
        'Someone tried to create a Fairway Relief account with this email address, which already has',
        'one. If it was you, sign in, or reset your password from the sign-in page ("Forgot password?"):',
      ],
      after: ['If it was not you, ignore this message: nothing about your account has changed.'],
    },
  },
  es: {
    greet: 'Hola:',
    greetByName: (name) => `Hola, ${name}:`,
    signature: SIGNATURE,
    verification: {
      subject: 'Confirma tu correo electrónico en Fairway Relief',
      before: ['Confirma que esta es tu dirección de correo electrónico abriendo este enlace:'],
      after: [
        'El enlace funciona una vez, durante 24 horas. Si no has creado una cuenta en Fairway Relief,',
        'ignora este mensaje: sin el enlace no ocurre nada.',
      ],
    },
    passwordReset: {
      subject: 'Restablece tu contraseña de Fairway Relief',
      before: [
        'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de Fairway Relief.',
        'Para elegir una contraseña nueva, abre este enlace:',
      ],
      after: [
        'El enlace funciona una vez, durante una hora. Al poner una contraseña nueva se cierra la sesión',
        'de tu cuenta en todos los dispositivos. Si no lo has pedido tú, ignora este mensaje: tu',
        'contraseña no cambia.',
      ],
    },
    takenAddress: {
      subject: 'Alguien ha intentado crear una cuenta de Fairway Relief con tu dirección',
      before: [
        'Alguien ha intentado crear una cuenta de Fairway Relief con esta dirección de correo, que ya',
        'tiene una. Si fuiste tú, inicia sesión o restablece tu contraseña desde la página de inicio de',
        'sesión («¿Has olvidado tu contraseña?»):',
      ],
      after: ['Si no fuiste tú, ignora este mensaje: tu cuenta no ha cambiado.'],
    },
  },
  de: {
    greet: 'Hallo,',
    greetByName: (name) => `Hallo ${name},`,
    signature: SIGNATURE,
    verification: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse bei Fairway Relief',
      before: ['Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, indem Sie diesen Link öffnen:'],
      after: [
        'Der Link funktioniert einmal und 24 Stunden lang. Wenn Sie kein Konto bei Fairway Relief angelegt',
        'haben, ignorieren Sie diese Nachricht: Ohne den Link geschieht nichts.',
      ],
    },
    passwordReset: {
      subject: 'Setzen Sie Ihr Passwort bei Fairway Relief zurück',
      before: [
        'Jemand (hoffentlich Sie) möchte das Passwort Ihres Kontos bei Fairway Relief zurücksetzen.',
        'Um ein neues Passwort zu wählen, öffnen Sie diesen Link:',
      ],
      after: [
        'Der Link funktioniert einmal und eine Stunde lang. Ein neues Passwort meldet Ihr Konto überall ab.',
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt, wie es ist.',
      ],
    },
    takenAddress: {
      subject: 'Jemand wollte mit Ihrer Adresse ein Konto bei Fairway Relief anlegen',
      before: [
        'Jemand wollte mit dieser E-Mail-Adresse ein Konto bei Fairway Relief anlegen, aber es gibt schon',
        'eines. Wenn Sie das waren, melden Sie sich an oder setzen Sie Ihr Passwort auf der Anmeldeseite',
        'zurück („Passwort vergessen?“):',
      ],
      after: [
        'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht: An Ihrem Konto hat sich nichts geändert.',
      ],
    },
  },
};
