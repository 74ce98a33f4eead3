/**
 * `fairway:catalogues`, the Vite plugin that reads the catalogues' ICU messages at build time
 * (docs/decisions.md §9): each `lib/i18n/catalogues/<language>/*.ts` module (plain data, type
 * imports only) is evaluated and replaced by its compiled messages, so the browser gets no parser.
 */
import { transformWithOxc, type Plugin } from 'vite';
import { compileCatalogue } from './icu-parse.ts';

const CATALOGUE = /[\\/]lib[\\/]i18n[\\/]catalogues[\\/][a-z]{2}[\\/][\w-]+\.ts$/;

export function cataloguePlugin(): Plugin {
  return {
    name: 'fairway:catalogues',
    enforce: 'pre',
    async transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const { code: js } = await transformWithOxc(code, id, { lang: 'ts' });
      const module = (await import(`data:text/javascript,${encodeURIComponent(js)}`)) as {
        default: Record<string, string>;
      };
      return { code: `export default ${JSON.stringify(compileCatalogue(module.default))};`, map: null };
    },
  };
}
