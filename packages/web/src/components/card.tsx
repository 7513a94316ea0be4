import type { HTMLAttributes } from 'react';

/** A surface for grouped content; raised in dark mode. */
export function Card({ className = '', ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...rest}
      className={`rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-white/10 dark:bg-night-raised ${className}`}
    />
  );
}
