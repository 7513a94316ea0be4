import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  testId?: string;
}

/**
 * A button opening a small menu (menu keyboard pattern): arrows move, Enter picks, Escape
 * closes and gives focus back to the button, a click outside closes.
 */
export function MenuButton({
  label,
  icon,
  actions,
  align = 'right',
  testId,
}: {
  label: string;
  icon: ReactNode;
  actions: MenuAction[];
  align?: 'left' | 'right';
  testId?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (focus = true) => {
    setOpen(false);
    if (focus) button.current?.focus();
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : items.length - 1;
      items.at((index + step) % items.length)?.focus();
    } else if (event.key === 'Tab') close(false);
  };

  if (actions.length === 0) return null;
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        data-testid={testId}
        onClick={() => setOpen((current) => !current)}
        className="flex h-10 w-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-200 dark:hover:bg-white/10"
      >
        {icon}
      </button>
      {open ? (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-label={label}
          onKeyDown={onKey}
          className={`absolute top-full z-30 mt-1 min-w-52 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg dark:border-white/10 dark:bg-night-raised ${align === 'right' ? 'right-0' : 'left-0'}`}
        >
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              data-testid={action.testId}
              onClick={() => {
                close();
                action.onSelect();
              }}
              className={`flex min-h-11 w-full items-center px-4 text-left text-sm font-medium hover:bg-gray-100 focus:bg-gray-100 focus:outline-none dark:hover:bg-white/10 dark:focus:bg-white/10 ${action.danger ? 'text-red-700 dark:text-red-400' : 'text-gray-800 dark:text-gray-100'}`}
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export const DOTS_ICON = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
    <circle cx="5" cy="12" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="19" cy="12" r="1.8" />
  </svg>
);
