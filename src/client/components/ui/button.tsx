/**
 * Buttons, and the same look for links (`buttonClasses`). Every size is at least 44 px tall so it can
 * be hit with a thumb, gloved or not; icon buttons are 44×44 and must carry an aria-label.
 *
 * A button that is not ready but must say why when pressed (the spec's 'Rating Required' and terms
 * toasts, docs/product.md §5) takes `aria-disabled` instead of `disabled`: it looks and announces
 * itself the same, but stays focusable and still gets the press, which its handler answers.
 */
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import clsx from 'clsx';

export type ButtonVariant =
  'primary' | 'secondary' | 'ghost' | 'outline' | 'destructive' | 'flag' | 'on-dark';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary shadow-sm hover:bg-primary-hover',
  secondary: 'bg-primary-soft text-on-primary-soft hover:bg-surface-muted',
  ghost: 'text-fg hover:bg-surface-muted',
  outline: 'border border-line bg-surface text-fg hover:bg-surface-muted',
  destructive: 'bg-danger text-on-danger hover:opacity-90',
  // For brand-green surfaces (hero, banners) in both themes: the flag's yellow, or a white outline.
  // The focus ring turns white: the theme's green ring would vanish against the green surface.
  flag: 'bg-flag-400 text-flag-950 shadow-sm hover:bg-flag-300 focus-visible:outline-white',
  'on-dark': 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11 shrink-0',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap select-none',
    'transition-colors disabled:pointer-events-none disabled:opacity-60',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses({ variant, size, className })} {...props} />;
});
