/**
 * The legal documents' markup (docs/product.md §2): '#', '##' and '###' headings, '- ' list items, and
 * paragraphs separated by blank lines; nothing else. It builds React elements, so text is always text: markup
 * or HTML inside a document is shown as typed, never interpreted.
 */
import type { ReactElement } from 'react';

export type LegalBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

const HEADING = /^(#{1,3}) (.*)$/;

export function parseLegalMarkup(content: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };

  for (const rawLine of content.split(/\r?\n/)) {
    const line = rawLine.trim();
    const [, hashes = '', headingText = ''] = HEADING.exec(line) ?? [];
    if (line === '') {
      flush();
    } else if (hashes) {
      flush();
      blocks.push({ kind: 'heading', level: hashes.length as 1 | 2 | 3, text: headingText.trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      list.push(line.slice(2).trim());
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/**
 * The dialog's title is the page's h2, so the document's shallowest heading is an h3 and deeper ones
 * step down from there. Counted after the title heading is dropped: a text that opens with '# Title'
 * then uses '##' would otherwise jump from the h2 to an h4 (axe: heading-order).
 */
const HEADING_TAGS = ['h3', 'h4', 'h5'] as const;
const HEADING_CLASSES = {
  1: 'mt-6 mb-2 text-lg font-bold first:mt-0',
  2: 'mt-5 mb-2 text-base font-bold first:mt-0',
  3: 'mt-4 mb-1 text-sm font-bold tracking-wide uppercase first:mt-0',
} as const;

/** `title`: when the text opens with the same heading the viewer already shows, it is not repeated. */
export function LegalMarkup({ content, title }: { content: string; title?: string }): ReactElement {
  const blocks = parseLegalMarkup(content);
  const [first] = blocks;
  if (first?.kind === 'heading' && first.level === 1 && first.text === title) blocks.shift();
  const shallowest = Math.min(
    3,
    ...blocks.flatMap((block) => (block.kind === 'heading' ? [block.level] : [])),
  );
  return (
    <div className="text-sm leading-relaxed text-fg">
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          const Tag = HEADING_TAGS[block.level - shallowest] ?? 'h5';
          return (
            <Tag key={index} className={HEADING_CLASSES[block.level]}>
              {block.text}
            </Tag>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index} className="my-3 list-disc space-y-1 pl-5">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index} className="my-3">
            {block.text}
          </p>
        );
      })}
    </div>
  );
}
