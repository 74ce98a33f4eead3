// @vitest-environment happy-dom
import { act } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP } from '../../../../src/shared/constants';
import { TooltipButton } from '../../../../src/client/components/ui/tooltip';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TEXT = 'Course owner confirmed this information. Does not guarantee current facility conditions.';

function setup() {
  render(
    <div>
      <TooltipButton tooltip={TEXT}>3 verified</TooltipButton>
      <p>elsewhere</p>
    </div>,
  );
  return { button: screen.getByRole('button', { name: '3 verified' }), bubble: screen.getByRole('tooltip') };
}

const state = (bubble: HTMLElement) => bubble.getAttribute('data-state');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  // Clears the skip delay between tests: the last close is long ago.
  vi.advanceTimersByTime(60_000);
  vi.useRealTimers();
});

describe('TooltipButton (the verified count, docs/product.md §2)', () => {
  it('describes the button with its text whether shown or not', () => {
    const { button, bubble } = setup();
    expect(button.getAttribute('aria-describedby')).toBe(bubble.id);
    expect(bubble.textContent).toBe(TEXT);
    expect(state(bubble)).toBe('closed');
    expect(bubble.className).toContain('sr-only');
  });

  it('opens on hover after the tooltip delay and closes when the pointer leaves', async () => {
    const { button, bubble } = setup();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    await advance(TOOLTIP.delayMs - 1);
    expect(state(bubble)).toBe('closed');
    await advance(1);
    expect(state(bubble)).toBe('open');
    expect(bubble.className).not.toContain('sr-only');
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    expect(state(bubble)).toBe('closed');
  });

  it('skips the delay when hovered again within the skip delay, and not after it', async () => {
    const { button, bubble } = setup();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    await advance(TOOLTIP.delayMs);
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await advance(TOOLTIP.skipDelayMs - 50);
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(state(bubble)).toBe('open');
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await advance(TOOLTIP.skipDelayMs + 50);
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(state(bubble)).toBe('closed');
    await advance(TOOLTIP.delayMs);
    expect(state(bubble)).toBe('open');
  });

  it('leaves a hover without leaving before the delay closed', async () => {
    const { button, bubble } = setup();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    await advance(TOOLTIP.delayMs / 2);
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await advance(TOOLTIP.delayMs);
    expect(state(bubble)).toBe('closed');
  });

  it('opens at once on keyboard focus and closes on Escape and on blur', () => {
    const { button, bubble } = setup();
    fireEvent.focus(button);
    expect(state(bubble)).toBe('open');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(state(bubble)).toBe('closed');
    fireEvent.blur(button);
    fireEvent.focus(button);
    expect(state(bubble)).toBe('open');
    fireEvent.blur(button);
    expect(state(bubble)).toBe('closed');
  });

  it('toggles on a tap (a phone has no hover), and a tap elsewhere closes it', () => {
    const { button, bubble } = setup();
    // A tap: pointerdown, the focus it gives, then the click. Touch never sends a hover.
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    fireEvent.focus(button);
    expect(state(bubble)).toBe('closed');
    fireEvent.click(button);
    expect(state(bubble)).toBe('open');
    fireEvent.pointerDown(screen.getByText('elsewhere'), { pointerType: 'touch' });
    expect(state(bubble)).toBe('closed');
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    fireEvent.click(button);
    expect(state(bubble)).toBe('open');
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    fireEvent.click(button);
    expect(state(bubble)).toBe('closed');
  });
});
