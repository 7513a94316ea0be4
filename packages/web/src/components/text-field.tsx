import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Shown under the input and linked to it (aria-describedby, aria-invalid). */
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with its error message under it. */
export function TextField({ label, error, hint, id, className = '', ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`min-h-11 rounded-lg border bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:bg-night dark:text-gray-100 ${error ? 'border-red-600 dark:border-red-400' : 'border-gray-300 dark:border-white/20'}`}
      />
      {hint && !error ? (
        <p id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
