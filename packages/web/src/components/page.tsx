import type { ReactNode } from 'react';

/** A page's main column with its heading (one h1 per page). */
export function Page({
  title,
  actions,
  children,
  width = 'default',
}: {
  title: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  width?: 'default' | 'narrow' | 'wide';
}) {
  const max = width === 'narrow' ? 'max-w-xl' : width === 'wide' ? 'max-w-6xl' : 'max-w-4xl';
  return (
    <div className={`mx-auto w-full ${max} px-4 py-6 sm:px-6 sm:py-10`}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
