// @vitest-environment happy-dom
/**
 * Stat cards in a `<dl>` (issue 20 item 7, axe definition-list and dlitem): each card is the one
 * wrapper HTML allows there, a `<div>` holding the `<dt>` and its `<dd>`s as direct children.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatCard } from '../../../../src/client/components/ui/stat-card';

afterEach(cleanup);

describe('StatCard', () => {
  it('is a div of dt and dd directly under the dl, the icon inside the dt and hidden', () => {
    const { container } = render(
      <dl>
        <StatCard label="My Courses" value={2} caption="Golf courses owned" icon={<svg />} compact />
      </dl>,
    );
    const [card, ...others] = Array.from(container.querySelector('dl')!.children);
    expect(others).toHaveLength(0);
    expect(card!.tagName).toBe('DIV');
    expect(Array.from(card!.children, (child) => child.tagName)).toEqual(['DT', 'DD', 'DD']);
    const [term, value, caption] = Array.from(card!.children);
    expect(term!.textContent).toBe('My Courses');
    expect(term!.querySelector('[aria-hidden] svg')).not.toBeNull();
    expect(value!.textContent).toBe('2');
    expect(caption!.textContent).toBe('Golf courses owned');
  });
});
