import { useLogin } from '@convene/client';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Link } from '../components/link';
import { useMenuKeys } from '../components/use-menu-keys';
import { useLocale } from '../i18n/locale-context';
import { useSession } from './session';

export interface AccountMenuItemsProps {
  id: string;
  /** The signed-in account's display name ('' while unknown). */
  name: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; `focusButton` returns focus to the menu button. */
  close: (focusButton?: boolean) => void;
}

const ITEM =
  'flex w-full min-h-11 items-center gap-3 px-4 text-left text-sm font-medium text-gray-800 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none dark:text-gray-100 dark:hover:bg-white/10 dark:focus:bg-white/10';

/**
 * The account menu's open list (menu keyboard pattern): loaded on the first open, so the
 * first script carries only the button (app/account-menu.tsx).
 */
export function AccountMenuItems({ id, name, buttonRef, close }: AccountMenuItemsProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { localize, openLanguageDialog } = useLocale();
  const { signOut } = useSession();
  // Administrators get a way to their screens (/admin).
  const admin = useLogin().data?.admin ?? false;
  const { menuRef, onKeyDown } = useMenuKeys(buttonRef, close);

  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={intl.formatMessage({ id: 'shell.menu.open' })}
      onKeyDown={onKeyDown}
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
        className={ITEM}
        onClick={() => close(false)}
      >
        {intl.formatMessage({ id: 'shell.menu.switchAccount' })}
      </Link>
      <Link
        role="menuitem"
        tabIndex={-1}
        to="/settings/profile"
        className={ITEM}
        onClick={() => close(false)}
      >
        {intl.formatMessage({ id: 'shell.menu.settings' })}
      </Link>
      {admin ? (
        <Link
          role="menuitem"
          tabIndex={-1}
          to="/admin"
          className={ITEM}
          onClick={() => close(false)}
        >
          {intl.formatMessage({ id: 'shell.menu.admin' })}
        </Link>
      ) : null}
      <button
        role="menuitem"
        tabIndex={-1}
        type="button"
        className={ITEM}
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
        className={`${ITEM} border-t border-gray-200 dark:border-white/10`}
        onClick={() => {
          close(false);
          signOut();
          navigate(localize('/auth/sign-in'));
        }}
      >
        {intl.formatMessage({ id: 'shell.menu.signOut' })}
      </button>
      <button
        role="menuitem"
        tabIndex={-1}
        type="button"
        className={ITEM}
        onClick={() => {
          close(false);
          signOut('everywhere');
          navigate(localize('/auth/sign-in'));
        }}
      >
        {intl.formatMessage({ id: 'shell.menu.signOutEverywhere' })}
      </button>
    </div>
  );
}
