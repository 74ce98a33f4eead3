// @vitest-environment happy-dom
/**
 * The one segmented radio group (ui/choice-group.tsx) the course set-up and the restroom details
 * share: real radios named by their answers in a group named by its question; the arrow keys move
 * to and choose the next or previous answer, wrapping; `unknown` adds an answer meaning null
 * (docs/product.md §10: nobody said is not "no").
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { ChoiceGroup, YES_NO } from '../../../../src/client/components/ui/choice-group';

afterEach(cleanup);

function Soap({ start }: { start: boolean | null }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <ChoiceGroup legend="Soap" options={YES_NO} unknown="Unknown" value={value} onChange={setValue} />
      <output>{String(value)}</output>
    </>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const chosen = () => screen.getAllByRole('radio').filter((input) => (input as HTMLInputElement).checked);

it('offers Unknown as an answer of its own, chosen when the value is null and choosing null', () => {
  render(<Soap start={null} />);
  const group = screen.getByRole('group', { name: 'Soap' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((input) => input.parentElement?.textContent),
  ).toEqual(['Yes', 'No', 'Unknown']);
  expect(chosen()).toEqual([radio('Unknown')]);
  fireEvent.click(radio('No'));
  expect(screen.getByRole('status').textContent).toBe('false');
  expect(chosen()).toEqual([radio('No')]);
  fireEvent.click(radio('Unknown'));
  expect(screen.getByRole('status').textContent).toBe('null');
});

it('moves to and chooses the next answer with the arrow keys, wrapping at both ends', () => {
  render(<Soap start={true} />);
  radio('Yes').focus();
  fireEvent.keyDown(radio('Yes'), { key: 'ArrowRight' });
  expect(document.activeElement).toBe(radio('No'));
  expect(screen.getByRole('status').textContent).toBe('false');
  fireEvent.keyDown(radio('No'), { key: 'ArrowDown' });
  expect(document.activeElement).toBe(radio('Unknown'));
  expect(screen.getByRole('status').textContent).toBe('null');
  fireEvent.keyDown(radio('Unknown'), { key: 'ArrowRight' });
  expect(document.activeElement).toBe(radio('Yes'));
  expect(screen.getByRole('status').textContent).toBe('true');
  fireEvent.keyDown(radio('Yes'), { key: 'ArrowLeft' });
  expect(document.activeElement).toBe(radio('Unknown'));
  expect(chosen()).toEqual([radio('Unknown')]);
  fireEvent.keyDown(radio('Unknown'), { key: 'ArrowUp' });
  expect(screen.getByRole('status').textContent).toBe('false');
  // Other keys are the browser's (Tab leaves the group; a modified arrow is not ours).
  fireEvent.keyDown(radio('No'), { key: 'ArrowRight', altKey: true });
  expect(screen.getByRole('status').textContent).toBe('false');
});

it('without unknown, null chooses nothing and an error describes the group and marks it invalid', () => {
  let picked: string | null = null;
  render(
    <ChoiceGroup
      legend="Type"
      options={[
        { value: 'portable', label: 'Portable' },
        { value: 'permanent', label: 'Permanent' },
      ]}
      value={null}
      error="Say which type it is"
      onChange={(value) => (picked = value)}
    />,
  );
  expect(screen.getAllByRole('radio')).toHaveLength(2);
  expect(chosen()).toEqual([]);
  const group = screen.getByRole('group', { name: 'Type' });
  expect(group.hasAttribute('data-invalid')).toBe(true);
  const described = group.getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(described)?.textContent).toBe('Say which type it is');
  fireEvent.keyDown(radio('Portable'), { key: 'ArrowLeft' });
  expect(picked).toBe('permanent');
});
