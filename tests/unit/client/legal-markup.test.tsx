import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LegalMarkup, parseLegalMarkup } from '../../../src/client/features/legal/legal-markup';

describe('legal markup (docs/product.md §2: #, ##, ### headings, "- " lists, blank-line paragraphs)', () => {
  it('parses headings, lists and paragraphs', () => {
    const content = [
      '# Terms',
      '',
      'First paragraph',
      'continues here.',
      '',
      '## Your account',
      '- one',
      '- two',
      '',
      '### Small print',
      'Last words.',
    ].join('\n');
    expect(parseLegalMarkup(content)).toEqual([
      { kind: 'heading', level: 1, text: 'Terms' },
      { kind: 'paragraph', text: 'First paragraph continues here.' },
      { kind: 'heading', level: 2, text: 'Your account' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'heading', level: 3, text: 'Small print' },
      { kind: 'paragraph', text: 'Last words.' },
    ]);
  });

  it('supports exactly those: other markdown stays text', () => {
    expect(parseLegalMarkup('#### Four\n**bold** and [link](http://x)\n#NoSpace')).toEqual([
      { kind: 'paragraph', text: '#### Four **bold** and [link](http://x) #NoSpace' },
    ]);
    expect(parseLegalMarkup('1. numbered\n* star')).toEqual([
      { kind: 'paragraph', text: '1. numbered * star' },
    ]);
  });

  it('handles Windows line endings and blank runs', () => {
    expect(parseLegalMarkup('\r\n\r\n# A\r\n\r\n\r\nB\r\n')).toEqual([
      { kind: 'heading', level: 1, text: 'A' },
      { kind: 'paragraph', text: 'B' },
    ]);
  });

  it('renders headings one level below the dialog title, lists and paragraphs', () => {
    const html = renderToStaticMarkup(<LegalMarkup content={'# A\n## B\n### C\n- item\n\ntext'} />);
    expect(html).toContain('<h3');
    expect(html).toContain('>A</h3>');
    expect(html).toContain('>B</h4>');
    expect(html).toContain('>C</h5>');
    expect(html).toMatch(/<ul[^>]*><li>item<\/li><\/ul>/);
    expect(html).toMatch(/<p[^>]*>text<\/p>/);
  });

  it('shows HTML in the content as text, never as markup', () => {
    const html = renderToStaticMarkup(
      <LegalMarkup
        content={'# <img src=x onerror=alert(1)>\n- <b>bold</b>\n\n<script>alert("x")</script>'}
      />,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('does not repeat a leading heading equal to the title the viewer already shows', () => {
    const html = renderToStaticMarkup(
      <LegalMarkup title="Privacy Policy" content={'# Privacy Policy\n\nHello'} />,
    );
    expect(html).not.toContain('Privacy Policy');
    expect(html).toContain('Hello');
  });

  it('starts the text at h3 once the title heading is dropped, so no level is skipped (issue 20)', () => {
    const html = renderToStaticMarkup(
      <LegalMarkup title="Terms" content={'# Terms\n\n## Your account\n\n### Small print\n\ntext'} />,
    );
    expect(html).toContain('>Your account</h3>');
    expect(html).toContain('>Small print</h4>');
    expect(html).not.toContain('<h5');
  });
});
