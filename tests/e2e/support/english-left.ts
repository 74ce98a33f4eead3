/**
 * "No English word" on a German or Spanish screen (issue 39): the page's visible text and the names a
 * screen reader reads, searched for the English catalogues' messages and for English words that are
 * not German or Spanish ("has" is Spanish too, so it is not one). The unit pseudo-locale checks prove each component's texts come from the
 * catalogues; this proves the built app, as a golfer sees it, speaks the chosen language.
 */
import type { Page } from '@playwright/test';

/**
 * English words no German or Spanish sentence of this app uses (words German uses too, such as Golf,
 * Filter, offline, was, are left out). Whole words with Unicode letters: Spanish "allí" is not "all".
 */
const ENGLISH_ONLY =
  /(?<!\p{L})(the|and|of|to|your|you|with|this|that|for|from|near|nearest|open|closed|opens|closes|restrooms?|toilets?|sign|signed|review|reviews|report|reports|add|added|courses?|search|saved|sync|synced|waiting|retry|discard|cancel|save|send|close|back|next|previous|show|hide|more|less|today|yesterday|ago|hours?|minutes?|days?|unknown|yes|none|all|any|here|there|nothing|now|please|could|not|is|are|were|have|been|will|can)(?!\p{L})/giu;

/** Text the page shows or announces: visible text, aria-label, title, placeholder and alt. */
const pageTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, noscript, [hidden], [aria-hidden="true"]'))
        continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      // As for text: what a modal dialog hides from screen readers (aria-hidden) is not on screen for them.
      if (element.closest('template, [hidden], [aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });

/**
 * The English words left on the page, after removing `allowed` (data: course names, user names,
 * review texts, the brand). An empty list means the screen speaks the chosen language.
 */
export async function englishLeft(page: Page, allowed: readonly (string | RegExp)[] = []): Promise<string[]> {
  const texts = await pageTexts(page);
  return texts.flatMap((text) => {
    let left = text.replace(/Fairway Relief( Labs)?|English|Español|Deutsch/g, ' ');
    for (const word of allowed) left = left.split(word).join(' ');
    return left.match(ENGLISH_ONLY) ?? [];
  });
}
