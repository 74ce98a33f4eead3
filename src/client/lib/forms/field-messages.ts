/**
 * A form's field messages in the golfer's language (docs/decisions.md §9). The messages come in
 * English, from the shared valibot schema before sending and from the server's `errors` list after
 * (the same schema, so the same words); the form's area catalogue lists them word for word, and a
 * message found there is shown in its translation. Any other message is shown as it came. The same
 * holds for a server answer whose English the area lists (an account route's "link sent").
 */
import { useMemo } from 'react';
import { useT, type Catalogue } from '../i18n/catalogue';

export type FieldMessage = (message: string | undefined) => string | undefined;

export function useFieldMessage<C extends Catalogue>(en: C): FieldMessage {
  const t = useT(en);
  const keys = useMemo(() => new Map(Object.entries(en).map(([key, message]) => [message, key])), [en]);
  return useMemo(
    () => (message) => {
      const key = message === undefined ? undefined : keys.get(message);
      return key === undefined ? message : t(key);
    },
    [keys, t],
  );
}
