import { Children, type ReactNode } from 'react';
import { Card } from '../../components/card';

/** The card every authentication screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {subtitle ? <p className="mt-2 text-gray-700 dark:text-gray-300">{subtitle}</p> : null}
      <div className="mt-6">{children}</div>
      {footer ? (
        <div className="mt-6 flex flex-col gap-2 border-t border-gray-200 pt-5 text-sm dark:border-white/10">
          {footer}
        </div>
      ) : null}
    </Card>
  );
}

export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'info';
}) {
  if (Children.toArray(children).length === 0) return null;
  const colours =
    tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
      : 'border-teal-300 bg-teal-50 text-teal-900 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-100';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mb-4 rounded-lg border px-4 py-3 text-sm font-medium ${colours}`}
    >
      {children}
    </div>
  );
}

export const linkClass =
  'font-semibold text-gray-900 underline decoration-primary decoration-2 underline-offset-4 hover:decoration-4 dark:text-white';
