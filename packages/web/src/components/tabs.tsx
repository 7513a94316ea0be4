import type { KeyboardEvent, ReactNode } from 'react';

/** Tabs with the arrow-key behaviour of the WAI-ARIA tab pattern. */
export function Tabs<T extends string>({
  id,
  tabs,
  value,
  onChange,
  label,
  labelOf,
}: {
  id: string;
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  label: string;
  labelOf: (tab: T) => string;
}) {
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = tabs.indexOf(value);
    const next =
      event.key === 'Home'
        ? tabs[0]!
        : event.key === 'End'
          ? tabs[tabs.length - 1]!
          : tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    onChange(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className="mb-4 flex gap-1 overflow-x-auto border-b border-gray-200 dark:border-white/10"
      onKeyDown={onKey}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          id={`${id}-tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={value === tab}
          aria-controls={`${id}-panel`}
          tabIndex={value === tab ? 0 : -1}
          onClick={() => onChange(tab)}
          className={`-mb-px min-h-11 shrink-0 border-b-2 px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-primary sm:px-4 ${value === tab ? 'border-primary text-gray-900 dark:text-white' : 'border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white'}`}
        >
          {labelOf(tab)}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ id, tab, children }: { id: string; tab: string; children: ReactNode }) {
  return (
    <div
      id={`${id}-panel`}
      role="tabpanel"
      aria-labelledby={`${id}-tab-${tab}`}
      tabIndex={0}
      className="focus-visible:outline-none"
    >
      {children}
    </div>
  );
}
