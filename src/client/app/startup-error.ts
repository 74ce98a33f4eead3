/**
 * The last-resort display when the app cannot start (docs/product.md §8: missing root element, or rendering
 * fails outside every error boundary). Plain DOM and textContent only: React may be what broke, and
 * an error message must never be parsed as HTML.
 */

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Partial<CSSStyleDeclaration>,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  if (text !== undefined) node.textContent = text;
  return node;
}

export function showStartupError(error: unknown): void {
  const failure = error instanceof Error ? error : new Error(String(error));
  const screen = element('div', {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483647',
    overflow: 'auto',
    padding: '24px',
    background: '#1f0a0a',
    color: '#fff5f5',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  });
  screen.setAttribute('role', 'alert');
  screen.append(
    element('h1', { fontSize: '24px', margin: '0 0 12px' }, 'Fairway Relief could not start'),
    element('p', { fontSize: '16px', margin: '0 0 16px', wordBreak: 'break-word' }, failure.message),
    element(
      'pre',
      {
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        fontSize: '12px',
        lineHeight: '1.5',
        background: '#000',
        color: '#fecaca',
        padding: '12px',
        borderRadius: '8px',
        margin: '0 0 16px',
      },
      failure.stack ?? '(no stack trace)',
    ),
  );
  const reload = element(
    'button',
    {
      minHeight: '44px',
      padding: '0 20px',
      borderRadius: '12px',
      border: '0',
      background: '#facc15',
      color: '#1c1a05',
      fontWeight: '700',
      fontSize: '16px',
    },
    'Reload',
  );
  reload.type = 'button';
  reload.addEventListener('click', () => window.location.reload());
  screen.append(reload);
  document.body.replaceChildren(screen);
}
