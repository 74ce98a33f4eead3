// @vitest-environment happy-dom
/**
 * Issue 20: the course header's verified tooltip opened below its button, over "View full
 * disclaimers", and took the tap meant for it. It now opens above (over the rating's plain text) when
 * there is room, and never takes a tap (tests/e2e/course-detail-phone.spec.ts taps through it).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CourseHeader } from '../../../../src/client/features/course-detail/components/course-header';
import { course } from './fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rect = (top: number, height: number, left = 20, width = 120) =>
  ({ top, bottom: top + height, left, right: left + width, width, height, x: left, y: top }) as DOMRect;

it('opens above the verified count, where it covers no link, and lets taps through', () => {
  const disclaimers = vi.fn();
  render(<CourseHeader course={course} restroomCount={2} onShowDisclaimers={disclaimers} />);
  const button = screen.getByRole('button', { name: '1 verified' });
  const bubble = screen.getByRole('tooltip');
  // A phone: the count 300 px down, the bubble 64 px tall; there is room above and below.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this === bubble ? rect(0, 64, 0, 300) : rect(300, 44);
  });
  act(() => fireEvent.click(button));
  expect(bubble.getAttribute('data-state')).toBe('open');
  expect(bubble.className).toContain('bottom-full');
  expect(bubble.className).toContain('pointer-events-none');

  // The tap on the link below closes the bubble and opens the disclaimers.
  const link = screen.getByRole('button', { name: 'View full disclaimers' });
  act(() => {
    fireEvent.pointerDown(link);
    fireEvent.click(link);
  });
  expect(disclaimers).toHaveBeenCalledOnce();
  expect(bubble.getAttribute('data-state')).toBe('closed');
});
