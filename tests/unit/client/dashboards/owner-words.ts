/**
 * A real `t` of an area's catalogue for the words that non-component code writes (issue 39): the
 * hook itself, drawn once, in the catalogue that is active (English unless a test chose another).
 */
import { renderHook } from '@testing-library/react';
import { useT, type Catalogue, type Translate } from '../../../../src/client/lib/i18n/catalogue';
import owner from '../../../../src/client/lib/i18n/catalogues/en/owner';

export const tOf = <C extends Catalogue>(en: C): Translate<C> => renderHook(() => useT(en)).result.current;

export const ownerT = () => tOf(owner);
