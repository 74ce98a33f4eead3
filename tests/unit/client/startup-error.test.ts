// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { showStartupError } from '../../../src/client/app/startup-error';

describe('startup error display (docs/product.md §8)', () => {
  it('replaces the page with the message and stack, as text', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const error = new Error('Cannot render <img src=x onerror=alert(1)>');
    error.stack = 'Error: boom\n    at <script>start</script> (main.tsx:1:1)';
    showStartupError(error);

    const screen = document.body.querySelector('[role="alert"]');
    expect(screen).not.toBeNull();
    expect(document.getElementById('root')).toBeNull();
    expect(screen!.querySelector('h1')!.textContent).toBe('Fairway Relief could not start');
    expect(screen!.querySelector('p')!.textContent).toBe('Cannot render <img src=x onerror=alert(1)>');
    expect(screen!.querySelector('pre')!.textContent).toContain('at <script>start</script>');
    expect(screen!.querySelector('img, script')).toBeNull();
    expect(screen!.querySelector('button')!.textContent).toBe('Reload');
  });

  it('accepts something that is not an Error', () => {
    showStartupError('plain text failure');
    expect(document.body.querySelector('p')!.textContent).toBe('plain text failure');
  });
});
