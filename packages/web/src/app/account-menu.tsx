import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Link } from '../components/link';
import { useLocale } from '../i18n/locale-context';
import { useCurrentAccount } from './current-account';
import { useSession } from './session';

/** The signed-in header's account menu: switch account, settings, language, sign out (menu keyboard pattern). */
export function AccountMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { localize, openLanguageDialog } = useLocale();
  const { signOut } = useSession();
  const account = useCurrentAccount();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = account?.username ?? '';

  useEffect(() => {
    if (!open) return;
    const first = menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]');
    first?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      items[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      items.at(-1)?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };
  const item =
    'flex w-full min-h-11 items-center gap-3 px-4 text-left text-sm font-medium text-gray-800 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none dark:text-gray-100 dark:hover:bg-white/10 dark:focus:bg-white/10';

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={intl.formatMessage({ id: 'shell.menu.open' })}
        onClick={() => setOpen((value) => !value)}
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
        <span className="hidden max-w-[9rem] truncate text-sm font-medium sm:inline">{name}</span>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={intl.formatMessage({ id: 'shell.menu.open' })}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-30 mt-2 w-64 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-xl dark:border-white/10 dark:bg-night-raised"
        >
          {name ? (
            <p
              className="truncate border-b border-gray-200 px-4 py-2 text-xs text-gray-600 dark:border-white/10 dark:text-gray-300"
              role="none"
            >
              {intl.formatMessage({ id: 'shell.menu.signedInAs' }, { name })}
            </p>
          ) : null}
          <Link
            role="menuitem"
            tabIndex={-1}
            to="/auth/accounts"
            className={item}
            onClick={() => close(false)}
          >
            {intl.formatMessage({ id: 'shell.menu.switchAccount' })}
          </Link>
          <Link
            role="menuitem"
            tabIndex={-1}
            to="/settings/profile"
            className={item}
            onClick={() => close(false)}
          >
            {intl.formatMessage({ id: 'shell.menu.settings' })}
          </Link>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className={item}
            onClick={() => {
              close(true);
              openLanguageDialog();
            }}
          >
            {intl.formatMessage({ id: 'shell.menu.language' })}
          </button>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className={`${item} border-t border-gray-200 dark:border-white/10`}
            onClick={() => {
              close(false);
              signOut();
              navigate(localize('/auth/sign-in'));
            }}
          >
            {intl.formatMessage({ id: 'shell.menu.signOut' })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
