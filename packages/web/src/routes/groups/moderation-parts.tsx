import { displayName, type BaseAccount } from '@convene/contract';
import { useId, type ReactNode } from 'react';
import { Card } from '../../components/card';
import { Avatar } from '../../components/social/avatar';

/** An account in a moderation list: avatar, name, username, extra details and actions. */
export function PersonRow({
  account,
  children,
  extra,
}: {
  account: BaseAccount;
  children?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card className="flex flex-wrap items-center gap-3 p-3">
      <Avatar account={account} />
      <div className="flex min-w-40 flex-1 flex-col">
        <span className="truncate font-semibold">{displayName(account)}</span>
        <span className="truncate text-sm text-gray-600 dark:text-gray-400">
          @{account.username}
        </span>
        {extra}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </Card>
  );
}

/** A labelled filter select above a moderation list. */
export function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="min-h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900 focus:outline-2 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
