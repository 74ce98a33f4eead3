// @vitest-environment happy-dom
/**
 * A dialog of text alone (the legal documents) scrolls a body nothing in it can focus: the body is a
 * labelled region a keyboard can focus and scroll (issue 20 item 7, axe scrollable-region-focusable).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../../src/client/components/ui/dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

describe('Dialog', () => {
  it('makes a text body a focusable, labelled region', () => {
    render(
      <Dialog open onOpenChange={vi.fn()} title="Terms of Service" textRegionLabel="Terms of Service text">
        <p>Long text</p>
      </Dialog>,
    );
    const region = screen.getByRole('region', { name: 'Terms of Service text' });
    expect(region.tabIndex).toBe(0);
    expect(region.textContent).toBe('Long text');
  });

  it('leaves a body with its own controls alone', () => {
    render(
      <Dialog open onOpenChange={vi.fn()} title="Add Restroom">
        <button type="button">Save</button>
      </Dialog>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' }).parentElement!.hasAttribute('tabindex')).toBe(false);
  });
});
