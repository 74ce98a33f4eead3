// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../../../src/client/features/courses/components/search-box';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search by course name' });

describe('SearchBox (the applied search arrives later, through the URL)', () => {
  it('keeps what was typed right after Clear when the cleared search arrives', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox value="pine" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box().value).toBe('');
    fireEvent.change(box(), { target: { value: 'oak' } });
    // The URL (and so `value`) catches up only now.
    rerender(<SearchBox value="" onSearch={onSearch} />);
    expect(box().value).toBe('oak');
    fireEvent.submit(box().closest('form')!);
    expect(onSearch).toHaveBeenLastCalledWith('oak');
  });

  it('keeps typing after a submit, and follows a search changed elsewhere (back, forward)', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox value="" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: 'pine' } });
    fireEvent.submit(box().closest('form')!);
    fireEvent.change(box(), { target: { value: 'pine valley' } });
    rerender(<SearchBox value="pine" onSearch={onSearch} />);
    expect(box().value).toBe('pine valley');

    rerender(<SearchBox value="eagle" onSearch={onSearch} />);
    expect(box().value).toBe('eagle');
    rerender(<SearchBox value="" onSearch={onSearch} />);
    expect(box().value).toBe('');
  });
});
