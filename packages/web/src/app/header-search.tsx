import { useSearch } from '@convene/client';
import { SEARCH_DEBOUNCE, type SearchHit } from '@convene/contract';
import { useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Link } from '../components/link';
import { SearchHitText, searchHitPath } from '../components/search-hit';
import { useLocale } from '../i18n/locale-context';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** How many suggestions the header shows under its search box. */
const SUGGESTIONS = 6;

type Option = { id: string; path: string; hit?: SearchHit };

function SearchIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/**
 * The header's search (decision 0070): a combobox whose suggestions (asked 500 ms after
 * the last key) are the best hits across the platform, and a last option for every result
 * (/search?q=). Arrow keys move through the list, Enter opens the option (or every
 * result), Escape closes the list and then clears the box. Below 1024 px, where the main
 * navigation needs the room, an icon opens the results page, which has its own box.
 */
export function HeaderSearch() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const q = useDebouncedValue(typed, SEARCH_DEBOUNCE);
  const results = useSearch({ q, pageSize: SUGGESTIONS });
  const hits = q && typed ? (results.data?.hits ?? []) : [];
  const allPath = `/search?q=${encodeURIComponent(typed)}`;
  const options: Option[] = typed
    ? [
        ...hits.map((hit) => ({
          id: `${listId}-${hit.type}-${hit.id}`,
          path: searchHitPath(hit),
          hit,
        })),
        { id: `${listId}-all`, path: allPath },
      ]
    : [];
  const expanded = open && options.length > 0;

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    setText('');
    void navigate(localize(path));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const last = options.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown'
          ? current >= last
            ? 0
            : current + 1
          : current <= 0
            ? last
            : current - 1,
      );
    } else if (event.key === 'Enter') {
      if (!typed) return;
      event.preventDefault();
      go(options[active]?.path ?? allPath);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  const label = intl.formatMessage({ id: 'shell.search.label' });
  return (
    <>
      <Link
        to="/search"
        aria-label={label}
        className="flex min-h-10 min-w-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary lg:hidden dark:text-gray-200 dark:hover:bg-white/10"
      >
        <SearchIcon className="h-5 w-5" />
      </Link>
      <div className="relative hidden lg:block">
        <SearchIcon className="pointer-events-none absolute start-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500 dark:text-gray-400" />
        <input
          type="search"
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
          placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          data-testid="header-search"
          className="min-h-10 w-36 rounded-lg border border-gray-300 bg-white ps-8 pe-2 text-sm text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-primary xl:w-44 dark:border-white/20 dark:bg-night dark:text-gray-100 dark:placeholder:text-gray-400"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={intl.formatMessage({ id: 'shell.search.suggestions' })}
          hidden={!expanded}
          className="absolute end-0 top-full z-30 mt-1 max-h-[70vh] w-[22rem] overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg dark:border-white/10 dark:bg-night"
        >
          {options.map((option, index) => (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={index === active}
              // Chosen on mouse down, before the box's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                go(option.path);
              }}
              onMouseEnter={() => setActive(index)}
              className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-gray-100 dark:bg-white/10' : ''}`}
            >
              {option.hit ? (
                <SearchHitText hit={option.hit} />
              ) : (
                <span className="text-sm font-semibold text-primary">
                  {intl.formatMessage({ id: 'shell.search.all' }, { q: typed })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
