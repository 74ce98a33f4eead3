// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModerationDialog } from '../../../../src/client/features/owner/components/moderation-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

describe('ModerationDialog', () => {
  it('rejects only with a non-blank reason, sent trimmed', () => {
    const onConfirm = vi.fn();
    render(
      <ModerationDialog
        action="reject"
        submissionName="Clubhouse Main"
        busy={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Reject Submission' })).toBeTruthy();
    expect(screen.getByText('Please provide a reason for rejecting this submission:')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm Rejection' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Rejection Reason *'), { target: { value: '   ' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Rejection Reason *'), { target: { value: '  Duplicate  ' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Duplicate');
  });

  it('says Rejecting... and stays disabled while the request is in progress', () => {
    render(
      <ModerationDialog
        action="reject"
        submissionName="Clubhouse Main"
        busy
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const button = screen.getByRole('button', { name: 'Rejecting...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('approves with optional notes', () => {
    const onConfirm = vi.fn();
    render(
      <ModerationDialog
        action="approve"
        submissionName="Turn House"
        busy={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText('Are you sure you want to approve this restroom submission?')).toBeTruthy();
    expect(screen.getByLabelText('Approval Notes (Optional)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Approval' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });
});
