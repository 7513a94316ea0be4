import type { ReactNode } from 'react';
import { NavLink } from './link';

/**
 * A round header link with an icon and a red badge counting what is unread (the messages
 * link, the notification bell): the badge is hidden from screen readers, `label` says it.
 */
export function CountLink({
  to,
  label,
  count,
  testId,
  countTestId,
  children,
}: {
  to: string;
  label: string;
  count: number;
  testId: string;
  countTestId: string;
  /** The icon's paths, drawn in a 24-pixel outline. */
  children: ReactNode;
}) {
  return (
    <NavLink
      to={to}
      aria-label={label}
      data-testid={testId}
      className={({ isActive }) =>
        `relative flex h-10 w-10 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-primary ${isActive ? 'bg-primary/10 text-gray-900 dark:text-white' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-white/10'}`
      }
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        {children}
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid={countTestId}
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </NavLink>
  );
}
