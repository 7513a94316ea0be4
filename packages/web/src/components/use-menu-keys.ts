import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/**
 * The open list of a menu button (menu keyboard pattern), for a list mounted while open:
 * its first item takes focus; arrows, Home and End move; Escape closes and gives focus back
 * to the button; Tab and a press outside close.
 */
export function useMenuKeys(
  buttonRef: RefObject<HTMLElement | null>,
  /** Closes the menu; `focusButton` returns focus to the menu button. */
  close: (focusButton?: boolean) => void,
) {
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [buttonRef, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (at: number) => {
      event.preventDefault();
      items.at(at % items.length)?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1 + items.length);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Tab') close(false);
  };

  return { menuRef, onKeyDown };
}
