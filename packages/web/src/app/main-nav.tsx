import { useCallback, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from '../components/link';
import { useMenuKeys } from '../components/use-menu-keys';
import type { NavEntry } from './area';
import { useOrganizationConfig } from './config-context';
import { navigationFor } from './navigation';

/** The box of a bar entry and of the More button: the measuring copies use it too. */
const BOX =
  'flex min-h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium whitespace-nowrap';
const IDLE = 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-white/10';
const ACTIVE = 'bg-primary text-on-primary';
const FOCUS = 'focus-visible:outline-2 focus-visible:outline-primary';
/** Tailwind's gap-1 between the bar's entries. */
const GAP = 4;
/**
 * Entries on the bar before it is measured (the server's page, the first paint): from
 * 1024 px, the first three, which fit beside every control in every built-in language.
 */
const UNMEASURED = 3;

const MENU_ITEM =
  'flex min-h-11 w-full items-center px-4 text-left text-sm font-medium focus:outline-none';

/**
 * How many entries fit on the bar: the entries' and the More button's widths (read from an
 * invisible copy) against the room the bar has, again whenever either changes (a resize,
 * another language, the fonts arriving). Null until measured.
 */
function useFittingCount(
  barRef: RefObject<HTMLElement | null>,
  measureRef: RefObject<HTMLElement | null>,
): number | null {
  const [count, setCount] = useState<number | null>(null);
  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    if (!bar || !measure || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      const width = (element: Element) => element.getBoundingClientRect().width;
      const entries = [...measure.querySelectorAll('[data-measure="entry"]')].map(width);
      const more = measure.querySelector('[data-measure="more"]');
      const room = width(bar);
      let used = 0;
      let fitting = 0;
      for (const [index, entry] of entries.entries()) {
        const next = used + entry + (index > 0 ? GAP : 0);
        const rest = index < entries.length - 1 && more ? width(more) + GAP : 0;
        if (next + rest > room) break;
        used = next;
        fitting = index + 1;
      }
      setCount(fitting);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [barRef, measureRef]);
  return count;
}

const CHEVRON = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
    <path d="M5.2 7.7a.75.75 0 0 1 1.06.04L10 11.7l3.74-3.96a.75.75 0 1 1 1.1 1.02l-4.3 4.55a.75.75 0 0 1-1.1 0L5.16 8.76a.75.75 0 0 1 .04-1.06z" />
  </svg>
);

const BARS = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="h-5 w-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

/**
 * The button of the entries that do not fit: "More" beside the bar's entries, "Menu" (with
 * its icon; the word from 640 px) when none fit, on a phone. Before the bar is measured,
 * the breakpoint of UNMEASURED decides which one shows.
 */
function MoreMenu({ entries, mode }: { entries: NavEntry[]; mode: 'more' | 'menu' | null }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback((focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);
  const more = (
    <>
      {intl.formatMessage({ id: 'shell.nav.more' })}
      {CHEVRON}
    </>
  );
  const menu = (
    <>
      {BARS}
      <span className="sr-only sm:not-sr-only">{intl.formatMessage({ id: 'shell.nav.menu' })}</span>
    </>
  );
  return (
    <li className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={`${BOX} ${IDLE} ${FOCUS} max-sm:px-2.5`}
        data-testid="nav-more"
      >
        {mode === 'more' ? more : null}
        {mode === 'menu' ? menu : null}
        {mode === null ? (
          <>
            <span className="contents lg:hidden">{menu}</span>
            <span className="hidden lg:contents">{more}</span>
          </>
        ) : null}
      </button>
      {open ? (
        <MoreMenuList id={menuId} entries={entries} buttonRef={buttonRef} close={close} />
      ) : null}
    </li>
  );
}

function MoreMenuList({
  id,
  entries,
  buttonRef,
  close,
}: {
  id: string;
  entries: NavEntry[];
  buttonRef: RefObject<HTMLButtonElement | null>;
  close: (focusButton?: boolean) => void;
}) {
  const intl = useIntl();
  const { menuRef, onKeyDown } = useMenuKeys(buttonRef, close);
  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={intl.formatMessage({ id: 'shell.nav.label' })}
      onKeyDown={onKeyDown}
      className="absolute left-0 z-30 mt-2 w-64 max-w-[calc(100vw-1.5rem)] overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-xl dark:border-white/10 dark:bg-night-raised"
    >
      {entries.map((entry) => (
        <NavLink
          key={entry.path}
          role="menuitem"
          tabIndex={-1}
          to={entry.path}
          onClick={() => close(false)}
          className={({ isActive }) =>
            `${MENU_ITEM} ${isActive ? 'bg-primary/10 font-semibold text-gray-900 dark:text-white' : 'text-gray-800 hover:bg-gray-100 focus:bg-gray-100 dark:text-gray-100 dark:hover:bg-white/10 dark:focus:bg-white/10'}`
          }
        >
          {intl.formatMessage({ id: entry.label })}
        </NavLink>
      ))}
    </div>
  );
}

/**
 * The main navigation: the entries that fit on the bar, in order, and the rest in the
 * More menu (on a phone, every entry in the Menu), so the header never runs wider than
 * the window whatever the language, the width or the controls beside it.
 */
export function MainNav() {
  const intl = useIntl();
  const config = useOrganizationConfig();
  const entries = navigationFor(config);
  const barRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const count = useFittingCount(barRef, measureRef);
  if (entries.length === 0) return null;
  const shown = count ?? UNMEASURED;
  const rest = count === null ? entries : entries.slice(count);
  const mode = count === null ? null : count === 0 ? 'menu' : 'more';
  return (
    <nav
      ref={barRef}
      aria-label={intl.formatMessage({ id: 'shell.nav.label' })}
      className="relative min-w-0 flex-1"
    >
      <ul className="flex items-center gap-1">
        {entries.slice(0, shown).map((entry) => (
          <li key={entry.path} className={count === null ? 'hidden lg:block' : undefined}>
            <NavLink
              to={entry.path}
              className={({ isActive }) => `${BOX} ${FOCUS} ${isActive ? ACTIVE : IDLE}`}
            >
              {intl.formatMessage({ id: entry.label })}
            </NavLink>
          </li>
        ))}
        {rest.length > 0 ? <MoreMenu entries={rest} mode={mode} /> : null}
      </ul>
      {/* The widths to fit: invisible, out of the page's flow and of its scroll width. */}
      <div aria-hidden="true" className="invisible absolute inset-x-0 top-0 h-0 overflow-hidden">
        <div ref={measureRef} className="flex w-max gap-1">
          {entries.map((entry) => (
            <span key={entry.path} data-measure="entry" className={BOX}>
              {intl.formatMessage({ id: entry.label })}
            </span>
          ))}
          <span data-measure="more" className={BOX}>
            {intl.formatMessage({ id: 'shell.nav.more' })}
            {CHEVRON}
          </span>
        </div>
      </div>
    </nav>
  );
}
