import { displayName } from '@convene/contract';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentAccount } from './current-account';

const loadItems = () => import('./account-menu-items');
const AccountMenuItems = lazy(async () => ({ default: (await loadItems()).AccountMenuItems }));

/**
 * The signed-in header's account menu: switch account, settings, language, sign out. The
 * button is in the first script; the list loads on the first open (started on hover or
 * focus, so it is usually there by the click).
 */
export function AccountMenu() {
  const intl = useIntl();
  const account = useCurrentAccount();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = account ? displayName(account) : '';

  const close = useCallback((focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);
  const preload = () => void loadItems();

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((value) => !value)}
        // The list takes focus when it mounts, and it mounts once its chunk has loaded: an
        // Escape pressed before that lands here, and still closes the menu.
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close();
        }}
        className="flex min-h-10 items-center gap-2 rounded-full py-1 pr-1 pl-1 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary sm:pr-3 dark:hover:bg-white/10"
        data-testid="account-menu-button"
      >
        {account?.image ? (
          <img src={account.image.uri} alt="" className="h-8 w-8 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-on-primary uppercase"
          >
            {name.slice(0, 1) || '?'}
          </span>
        )}
        {/* Named by what it shows (the account's name) and what it is: no aria-label that would
            hide the shown name from speech input (WCAG 2.5.3). */}
        <span className="hidden max-w-[9rem] truncate text-sm font-medium xl:inline">{name}</span>
        <span className="sr-only"> {intl.formatMessage({ id: 'shell.menu.open' })}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountMenuItems id={menuId} name={name} buttonRef={buttonRef} close={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
