// @vitest-environment happy-dom
/**
 * Issue 20: a button that is not ready but must say why when pressed carries aria-disabled. The
 * shared Button gives it the disabled look by itself, and unlike `disabled` it still gets the press.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Button } from '../../../../src/client/components/ui/button';

afterEach(cleanup);

it('looks disabled with aria-disabled, yet still answers a press', () => {
  const onClick = vi.fn();
  render(
    <Button aria-disabled onClick={onClick}>
      Create Account
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement;
  expect(button.getAttribute('aria-disabled')).toBe('true');
  // The same dimmed look as `disabled`, keyed on the attribute (Tailwind's aria-disabled variant).
  expect(button.className.split(' ')).toEqual(
    expect.arrayContaining(['aria-disabled:opacity-60', 'aria-disabled:cursor-not-allowed']),
  );
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledOnce();
});
