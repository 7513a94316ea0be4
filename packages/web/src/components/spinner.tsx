import { useIntl } from 'react-intl';

export type SpinnerSize = 'extra-small' | 'small' | 'large';

const SIZES: Record<SpinnerSize, string> = {
  'extra-small': 'h-3.5 w-3.5 border-2',
  small: 'h-5 w-5 border-2',
  large: 'h-10 w-10 border-4',
};

/** The loading spinner, in three sizes; announced to screen readers. */
export function Spinner({
  size = 'small',
  label,
  className = '',
}: {
  size?: SpinnerSize;
  label?: string;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <span role="status" className={`inline-flex items-center justify-center ${className}`}>
      <span
        aria-hidden="true"
        data-size={size}
        className={`${SIZES[size]} inline-block animate-spin rounded-full border-current border-t-transparent`}
      />
      <span className="sr-only">{label ?? intl.formatMessage({ id: 'common.loading' })}</span>
    </span>
  );
}
