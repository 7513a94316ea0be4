import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'active' | 'inactive' | 'danger' | 'white';

/**
 * Secondary is an outline in the brand colour, never a fill of the secondary colour: an
 * amber or yellow fill reads as a warning. White adapts to dark mode (an outline there).
 */
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary hover:brightness-110 focus-visible:outline-primary',
  secondary:
    'border-2 border-primary bg-transparent text-gray-900 hover:bg-primary/10 dark:text-white dark:hover:bg-primary/20 focus-visible:outline-primary',
  active:
    'border border-primary bg-primary/10 text-gray-900 hover:bg-primary/20 dark:text-white focus-visible:outline-primary',
  inactive:
    'bg-gray-200 text-gray-800 hover:bg-gray-300 dark:bg-white/10 dark:text-gray-100 dark:hover:bg-white/20 focus-visible:outline-gray-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  white:
    'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 focus-visible:outline-gray-500 dark:border-white/30 dark:bg-transparent dark:text-gray-100 dark:hover:bg-white/10 dark:focus-visible:outline-gray-300',
};

/** Disabled (not loading) looks disabled whatever the variant: grey, no brand colour. */
const DISABLED =
  'disabled:cursor-not-allowed disabled:border-transparent disabled:bg-gray-200 disabled:text-gray-500 disabled:hover:brightness-100 dark:disabled:bg-white/10 dark:disabled:text-gray-400';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  /** Shows the success text (default 'Success') in place of the label. */
  success?: boolean;
  successText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The button: six variants, a loading state and a success state. */
export function Button({
  variant = 'primary',
  loading = false,
  success = false,
  successText,
  size = 'medium',
  fullWidth = false,
  disabled,
  className = '',
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const intl = useIntl();
  const sizing = size === 'small' ? 'min-h-9 px-3 text-sm' : 'min-h-11 px-4 text-base';
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      className={`inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 ${sizing} ${VARIANTS[variant]} ${loading ? 'cursor-wait opacity-80' : DISABLED} ${fullWidth ? 'w-full' : ''} ${className}`}
    >
      {loading ? <Spinner size="extra-small" /> : null}
      {success ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M7.7 13.3 4.4 10l-1.2 1.2 4.5 4.5 9.1-9.1-1.2-1.2z" />
          </svg>
          <span>{successText ?? intl.formatMessage({ id: 'common.success' })}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
