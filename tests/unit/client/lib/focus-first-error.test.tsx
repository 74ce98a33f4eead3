// @vitest-environment happy-dom
/**
 * Errors where the eye is (issue 38): a refused submit moves the focus to the form's first field in
 * error, not left on the button with the message out of sight. The add-restroom dialog's own test
 * holds it for its name and months; here the password forms and the review's comment.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '../../../../src/client/features/auth/forgot-password-page';
import { ResetPasswordPage } from '../../../../src/client/features/auth/reset-password-page';
import { ReviewForm } from '../../../../src/client/features/course-detail/components/review-form';
import type { MyReview } from '../../../../src/client/features/course-detail/hooks/use-my-review';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

it('the forgot-password form focuses its email field when the address is refused', async () => {
  render(<ForgotPasswordPage />, { wrapper: MemoryRouter });
  const button = screen.getByRole('button', { name: 'Send reset link' });
  button.focus();
  fireEvent.click(button);
  await waitFor(() => expect(document.activeElement).toBe(input('Email')));
  expect(input('Email').getAttribute('aria-invalid')).toBe('true');
});

it('the reset form focuses the new password when it is refused', async () => {
  // The page checks the link first: this one works.
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, data: { expiresAt } })),
  );
  render(
    <MemoryRouter initialEntries={['/reset-password?token=abc']}>
      <ResetPasswordPage />
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Set new password' }));
  await waitFor(() => expect(document.activeElement).toBe(input('New password')));
});

it('the review form focuses the comment the schema refused, and only when a submit is refused', async () => {
  const review = {
    mode: 'write',
    rating: 4,
    setRating: vi.fn(),
    comment: 'x',
    setComment: vi.fn(),
    commentError: 'Comment cannot contain control characters',
    cancel: vi.fn(),
    submit: vi.fn(async () => false),
  } as unknown as MyReview;
  render(<ReviewForm review={review} />);
  const comment = screen.getByLabelText('Comment (optional)');
  expect(document.activeElement).not.toBe(comment);
  fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
  await waitFor(() => expect(document.activeElement).toBe(comment));
});
