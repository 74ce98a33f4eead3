// @vitest-environment happy-dom
/**
 * The season's month chips and the hours' day chips are one ToggleChip: a real checkbox named by
 * its full word (a day chip shows "Mo" but is "Monday"), toggled by a press.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { MonthChoice } from '../../../../src/client/components/restroom-details/month-choice';
import { OpeningHoursFields } from '../../../../src/client/components/restroom-details/opening-hours-fields';

afterEach(cleanup);

function Months() {
  const [months, setMonths] = useState([4, 5]);
  return <MonthChoice months={months} onChange={setMonths} />;
}

it('a month chip is a checkbox with the month name that a press turns on and off', () => {
  render(<Months />);
  const may = screen.getByRole('checkbox', { name: 'May' }) as HTMLInputElement;
  expect(may.checked).toBe(true);
  fireEvent.click(may);
  expect((screen.getByRole('checkbox', { name: 'May' }) as HTMLInputElement).checked).toBe(false);
  const june = screen.getByRole('checkbox', { name: 'Jun' }) as HTMLInputElement;
  fireEvent.click(june);
  expect((screen.getByRole('checkbox', { name: 'Jun' }) as HTMLInputElement).checked).toBe(true);
});

function Hours() {
  const [value, setValue] = useState('Mo-Fr 07:00-19:00');
  return (
    <>
      <OpeningHoursFields value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

it('a day chip is named by the whole day and writes the hours when pressed', () => {
  render(<Hours />);
  const saturday = screen.getByRole('checkbox', { name: 'Saturday' }) as HTMLInputElement;
  expect(saturday.checked).toBe(false);
  expect((screen.getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(saturday);
  expect((screen.getByRole('checkbox', { name: 'Saturday' }) as HTMLInputElement).checked).toBe(true);
  expect(screen.getByRole('status').textContent).toMatch(/Mo-Sa 07:00-19:00/);
});
