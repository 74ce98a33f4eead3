/**
 * Accent- and case-folding for course name search ("Munchen" finds "München", "st andrews" finds
 * "St Andrews"). The server folds in SQL (fairway_fold, migration 0016: the same table through
 * replace() and translate(), an immutable function behind a generated column, so no extension is
 * needed); the device folds saved courses with this copy. tests/api/search-fold.test.ts holds the
 * two to the same answers on both databases. Letters outside these (Greek, Cyrillic, …) are left as
 * they are and matched case-insensitively by ILIKE.
 */

/** Letters that fold to two: replaced first. */
export const FOLD_MULTI: readonly (readonly [string, string])[] = [
  ['ß', 'ss'],
  ['ẞ', 'ss'],
  ['Æ', 'ae'],
  ['æ', 'ae'],
  ['Œ', 'oe'],
  ['œ', 'oe'],
  ['Þ', 'th'],
  ['þ', 'th'],
  ['Ĳ', 'ij'],
  ['ĳ', 'ij'],
];

/** Then one letter for one, as translate() does: Latin-1 and Latin Extended-A accents, and A–Z. */
export const FOLD_FROM =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžØøĐđŁłĦħıĿŀŦŧÐðABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FOLD_TO =
  'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzooddllhhillttddabcdefghijklmnopqrstuvwxyz';

const singles = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i] as string]));
const multis = new Map(FOLD_MULTI);

/** The folded text, as fairway_fold(text) gives it. */
export function foldForSearch(text: string): string {
  let out = '';
  for (const ch of text) out += multis.get(ch) ?? singles.get(ch) ?? ch;
  return out;
}
