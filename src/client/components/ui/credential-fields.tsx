/**
 * The sign-in fields: a password with a show/hide toggle, and an email address. Apart from
 * text-field.tsx, which the /courses first card loads (the list's search): these and their words
 * come only with the account screens.
 */
import { forwardRef, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useT } from '../../lib/i18n/catalogue';
import ui from '../../lib/i18n/catalogues/en/ui';
import { TextField, type TextFieldProps } from './text-field';

/** A password field with a show/hide toggle: typing a password on a phone in the sun is error-prone. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    const t = useT(ui);
    const Icon = visible ? EyeOff : Eye;
    return (
      <TextField
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...props}
        trailing={
          <button
            type="button"
            aria-label={t(visible ? 'ui.hidePassword' : 'ui.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-fg-muted hover:text-fg"
          >
            <Icon aria-hidden className="size-5" />
          </button>
        }
      />
    );
  },
);

/**
 * An email address field: the phone's email keyboard, and no capitals, corrections or spell check
 * (an address is not a word; a capital the keyboard added would not sign in).
 */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'label'>>(
  function EmailField(props, ref) {
    const t = useT(ui);
    return (
      <TextField
        ref={ref}
        label={t('ui.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        {...props}
      />
    );
  },
);
