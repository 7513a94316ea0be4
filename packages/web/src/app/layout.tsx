import { LOCALES } from '@convene/contract';
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { Link } from '../components/link';
import { useLocale } from '../i18n/locale-context';
import { AccessGate } from './access-gate';
import { AccountMenu } from './account-menu';
import { AdminLinksContext } from './admin-links';
import { HeaderSearch } from './header-search';
import { MainNav } from './main-nav';
import { adminLinksFor, enabledAreas, notificationSettingsFor } from './areas';
import { NotificationSettingsContext } from './notification-settings';
import { useOrganizationConfig } from './config-context';
import { useSession } from './session';

// The tab's one live socket (notifications, chat, threads) while signed in; its code loads
// after the first script.
const LiveConnection = lazy(async () => ({
  default: (await import('./live-connection')).LiveConnection,
}));

/** The organization's logo; in the app header on a phone its icon, leaving room for the controls. */
function Logo({ compact = false }: { compact?: boolean }) {
  const config = useOrganizationConfig();
  const intl = useIntl();
  const images = (light: string, dark: string | undefined, size: string) => (
    <>
      <img src={light} alt="" className={`${size} ${dark ? 'dark:hidden' : ''}`} />
      {dark ? <img src={dark} alt="" className={`hidden ${size} dark:block`} /> : null}
    </>
  );
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      aria-label={intl.formatMessage({ id: 'shell.home' }, { name: config.NAME })}
    >
      {compact ? (
        <>
          <span className="contents sm:hidden">
            {images(config.ICON.LIGHT, config.ICON.DARK, 'h-8 w-8 object-contain')}
          </span>
          <span className="hidden sm:contents">
            {images(config.LOGO.LIGHT, config.LOGO.DARK, 'h-9 w-auto max-w-[14rem]')}
          </span>
        </>
      ) : (
        images(
          config.LOGO.LIGHT,
          config.LOGO.DARK,
          'h-8 w-auto max-w-[10rem] sm:h-9 sm:max-w-[14rem]',
        )
      )}
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

/** The header items of the enabled areas (AreaDefinition.headerItems), for signed-in users. */
function AreaHeaderItems() {
  const config = useOrganizationConfig();
  const items = enabledAreas(config).flatMap((area) =>
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

/**
 * Publishes the sticky header's height as --app-header-bottom, so what floats at the top
 * (toasts) sits below the header and its bell instead of over them.
 */
function useHeaderHeightVariable(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--app-header-bottom', `${header.offsetHeight}px`),
    );
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-header-bottom');
    };
  }, [ref]);
}

function Header() {
  const intl = useIntl();
  const { authenticated } = useSession();
  const ref = useRef<HTMLElement>(null);
  useHeaderHeightVariable(ref);
  return (
    <header
      ref={ref}
      className="sticky top-0 z-20 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-white/10 dark:bg-night/95"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <Logo compact />
        <MainNav />
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <HeaderSearch />
          <LanguageButton />
          {authenticated ? (
            <>
              <Suspense fallback={null}>
                <LiveConnection />
              </Suspense>
              <AreaHeaderItems />
              <AccountMenu />
            </>
          ) : (
            <>
              <Link
                to="/auth/sign-in"
                className="flex min-h-10 items-center rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary sm:px-3 dark:text-gray-100 dark:hover:bg-white/10"
              >
                {intl.formatMessage({ id: 'shell.signIn' })}
              </Link>
              <Link
                to="/auth/sign-up"
                className="flex min-h-10 items-center rounded-lg bg-primary px-2.5 text-sm font-semibold whitespace-nowrap text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:px-3"
              >
                {intl.formatMessage({ id: 'shell.signUp' })}
              </Link>
            </>
          )}
        </div>
      </div>
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
  const config = useOrganizationConfig();
  return (
    <NotificationSettingsContext.Provider value={notificationSettingsFor(config)}>
      <AdminLinksContext.Provider value={adminLinksFor(config)}>
        <div className="flex min-h-screen flex-col">
          <SkipLink />
          <Header />
          <main id="main" tabIndex={-1} className="flex-1 pb-28 outline-none">
            <AccessGate>
              <Outlet />
            </AccessGate>
          </main>
        </div>
      </AdminLinksContext.Provider>
    </NotificationSettingsContext.Provider>
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
