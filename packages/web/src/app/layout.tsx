import { LOCALES } from '@convene/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useNavigate } from 'react-router';
import { Link, NavLink } from '../components/link';
import { useLocale } from '../i18n/locale-context';
import { AccessGate } from './access-gate';
import { AREAS } from './areas';
import { useOrganizationConfig } from './config-context';
import { navigationFor } from './navigation';
import { useSession } from './session';
import { useCurrentAccount } from './current-account';

function Logo() {
  const config = useOrganizationConfig();
  const intl = useIntl();
  const dark = config.LOGO.DARK;
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      aria-label={intl.formatMessage({ id: 'shell.home' }, { name: config.NAME })}
    >
      <img
        src={config.LOGO.LIGHT}
        alt=""
        className={`h-8 w-auto max-w-[10rem] sm:h-9 sm:max-w-[14rem] ${dark ? 'dark:hidden' : ''}`}
      />
      {dark ? (
        <img
          src={dark}
          alt=""
          className="hidden h-8 w-auto max-w-[10rem] sm:h-9 sm:max-w-[14rem] dark:block"
        />
      ) : null}
    </Link>
  );
}

function LanguageButton() {
  const intl = useIntl();
  const { locale, openLanguageDialog } = useLocale();
  const config = useOrganizationConfig();
  if (config.LOCALES.length < 2) return null;
  const entry = LOCALES.find((item) => item.value === locale);
  const name = entry?.name ?? locale;
  return (
    <button
      type="button"
      onClick={openLanguageDialog}
      aria-label={intl.formatMessage(
        { id: 'language.button' },
        { code: locale.toUpperCase(), name },
      )}
      className="flex min-h-10 items-center gap-2 rounded-lg px-2 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-200 dark:hover:bg-white/10"
      data-testid="language-button"
    >
      {entry && !config.OPTIONS.hideLocaleFlags ? (
        <img
          src={entry.flag}
          alt=""
          width={20}
          height={14}
          className="h-3.5 w-5 rounded-sm object-cover"
        />
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
      )}
      <span className="hidden uppercase md:inline">{locale}</span>
    </button>
  );
}

function AccountMenu() {
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

function MainNav({ className }: { className: string }) {
  const intl = useIntl();
  const config = useOrganizationConfig();
  const entries = navigationFor(config);
  if (entries.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.nav.label' })} className={className}>
      <ul className="flex items-center gap-1">
        {entries.map((entry) => (
          <li key={entry.path}>
            <NavLink
              to={entry.path}
              className={({ isActive }) =>
                `flex min-h-10 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-primary ${isActive ? 'bg-primary text-on-primary' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-white/10'}`
              }
            >
              {intl.formatMessage({ id: entry.label })}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The header items of the enabled areas (AreaDefinition.headerItems), for signed-in users. */
function AreaHeaderItems() {
  const config = useOrganizationConfig();
  const items = AREAS.filter(
    (area) => !area.module || config.MODULES.includes(area.module),
  ).flatMap((area) =>
    (area.headerItems ?? []).map((Item, index) => ({ key: `${area.id}-${index}`, Item })),
  );
  return (
    <>
      {items.map(({ key, Item }) => (
        <Item key={key} />
      ))}
    </>
  );
}

function Header() {
  const intl = useIntl();
  const { authenticated } = useSession();
  return (
    <header className="sticky top-0 z-20 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-white/10 dark:bg-night/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-3 sm:px-6">
        <Logo />
        <MainNav className="hidden flex-1 lg:block" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageButton />
          {authenticated ? (
            <>
              <AreaHeaderItems />
              <AccountMenu />
            </>
          ) : (
            <>
              <Link
                to="/auth/sign-in"
                className="flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-100 dark:hover:bg-white/10"
              >
                {intl.formatMessage({ id: 'shell.signIn' })}
              </Link>
              <Link
                to="/auth/sign-up"
                className="hidden min-h-10 items-center rounded-lg bg-primary px-3 text-sm font-semibold text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:flex"
              >
                {intl.formatMessage({ id: 'shell.signUp' })}
              </Link>
            </>
          )}
        </div>
      </div>
      <MainNav className="overflow-x-auto border-t border-gray-200 px-3 py-1.5 lg:hidden dark:border-white/10" />
    </header>
  );
}

function SkipLink() {
  const intl = useIntl();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-gray-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {intl.formatMessage({ id: 'shell.skipToContent' })}
    </a>
  );
}

/** Pages with the header and navigation. */
export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 pb-28 outline-none">
        <AccessGate>
          <Outlet />
        </AccessGate>
      </main>
    </div>
  );
}

/** Full-screen pages (authentication): a centred card under the organization's logo. */
export function BareLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Logo />
        <LanguageButton />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 outline-none sm:items-center sm:pt-0"
      >
        <div className="w-full max-w-md">
          <AccessGate>
            <Outlet />
          </AccessGate>
        </div>
      </main>
    </div>
  );
}
