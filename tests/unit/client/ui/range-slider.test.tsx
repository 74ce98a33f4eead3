// @vitest-environment happy-dom
/**
 * Issue 20: the radius slider stepped 25 from 5 (5, 30, 55 … 980), so neither the default 50 nor the
 * maximum 1000 could be chosen, and a radius of 50 showed as "50 miles" on a thumb that sat on 55.
 * Its stops are now 5, 25, 50, 75 … 1000.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RADIUS_STOPS } from '../../../../src/shared/constants';
import { RangeSlider } from '../../../../src/client/components/ui/range-slider';

afterEach(cleanup);

function radiusSlider(value: number, onCommit = vi.fn()) {
  render(
    <RangeSlider
      label="Search Radius"
      value={value}
      stops={RADIUS_STOPS}
      valueText={(miles) => `${miles} miles`}
      onCommit={onCommit}
    />,
  );
  return { input: screen.getByRole<HTMLInputElement>('slider', { name: 'Search Radius' }), onCommit };
}

/** Moves the thumb to `position` and lets go, as a drag or a key press does. */
function moveTo(input: HTMLInputElement, position: number) {
  fireEvent.change(input, { target: { value: String(position) } });
  input.dispatchEvent(new Event('change'));
}

describe('radius stops', () => {
  it('are 5, then every 25 up to 1000: the default 50 and the maximum are reachable', () => {
    expect(RADIUS_STOPS.slice(0, 4)).toEqual([5, 25, 50, 75]);
    expect(RADIUS_STOPS.at(-1)).toBe(1000);
    expect(RADIUS_STOPS).toHaveLength(41);
    expect(RADIUS_STOPS).not.toContain(55);
  });

  it('shows the default 50 on the thumb at 50, read out as "50 miles"', () => {
    const { input } = radiusSlider(50);
    expect(RADIUS_STOPS[Number(input.value)]).toBe(50);
    expect(input.getAttribute('aria-valuetext')).toBe('50 miles');
    expect(screen.getByText('50 miles').tagName).toBe('OUTPUT');
  });

  it('commits the stop under the thumb: 1000 at the end, 5 at the start, 25 next to it', () => {
    const { input, onCommit } = radiusSlider(50);
    moveTo(input, Number(input.max));
    expect(onCommit).toHaveBeenLastCalledWith(1000);
    expect(input.getAttribute('aria-valuetext')).toBe('1000 miles');
    moveTo(input, 0);
    expect(onCommit).toHaveBeenLastCalledWith(5);
    moveTo(input, 1);
    expect(onCommit).toHaveBeenLastCalledWith(25);
  });

  it('shows a radius from the address bar that is no stop at the nearest one', () => {
    const { input } = radiusSlider(55);
    expect(RADIUS_STOPS[Number(input.value)]).toBe(50);
    expect(input.getAttribute('aria-valuetext')).toBe('50 miles');
  });
});
