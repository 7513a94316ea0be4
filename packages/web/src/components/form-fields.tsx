import {
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** Form controls beside `TextField`: a select, a text area and a checkbox, labelled the same way. */
const CONTROL =
  'rounded-lg border bg-white px-3 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:bg-night dark:text-gray-100';
const BORDER = (error?: string | null) =>
  error ? 'border-red-600 dark:border-red-400' : 'border-gray-300 dark:border-white/20';

function FieldShell({
  id,
  label,
  error,
  hint,
  className = '',
  children,
}: {
  id: string;
  className?: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-300">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error under it, announced as it appears; nothing when there is none. */
export function FieldError({ id, error }: { id: string; error?: ReactNode }) {
  if (!error) return null;
  return (
    <p
      id={`${id}-error`}
      role="alert"
      className="text-sm font-medium text-red-700 dark:text-red-300"
    >
      {error}
    </p>
  );
}

/** What a select or text area shares: its label, hint and error around it. */
interface ControlProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

/** The control's id and the attributes that tie it to its hint or error. */
function controlAttributes(id: string, { error, hint }: ControlProps, shape: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    className: `${shape} ${CONTROL} ${BORDER(error)}`,
  };
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & ControlProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <select {...rest} {...controlAttributes(id, { label, error, hint }, 'min-h-11')}>
        {children}
      </select>
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & ControlProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <textarea rows={4} {...rest} {...controlAttributes(id, { label, error, hint }, 'py-2')} />
    </FieldShell>
  );
}

/** A labelled checkbox, the whole row clickable (44 px high). */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 shrink-0 accent-primary"
      />
      {label}
    </label>
  );
}
