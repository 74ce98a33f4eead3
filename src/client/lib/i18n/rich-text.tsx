/**
 * A translated sentence with elements inside it, such as links or buttons (docs/decisions.md §9:
 * never concatenated pieces). The message names each element's place as an argument
 * (`'I agree to the {terms} and {privacy}'`); each language puts them where its grammar wants.
 */
import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/**
 * `format` is the message's `t` call given a marker for each element's name; the text is cut at the
 * markers and each is replaced by its element.
 */
export function withElements(
  format: (marks: Record<string, string>) => string,
  elements: Readonly<Record<string, ReactNode>>,
): ReactNode {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  return format(marks)
    .split(MARK)
    .map((piece, index) => (
      // Odd pieces are the names between two markers.
      <Fragment key={index}>{index % 2 === 1 ? elements[piece] : piece}</Fragment>
    ));
}
