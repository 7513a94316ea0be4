import { LOCALES, SEARCH_DEBOUNCE } from '@convene/contract';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../components/modal';
import { useLocale } from '../i18n/locale-context';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useOrganizationConfig } from './config-context';
import { languageSupport } from './locale-choice';

function displayName(displayLocale: string, value: string): string | undefined {
  try {
    return new Intl.DisplayNames([displayLocale], { type: 'language' }).of(value);
  } catch {
    return undefined;
  }
}

/**
 * The language dialog: a search box (sent after 500 ms without typing) and a
 * two-column grid of the organization's languages, each with its flag (unless
 * OPTIONS.hideLocaleFlags), a check mark on the current one, and a mark saying whether it
 * gets the whole interface or only its dates and numbers.
 */
export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const config = useOrganizationConfig();
  const { locale, setLocale } = useLocale();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE).trim().toLowerCase();
  const hideFlags = config.OPTIONS.hideLocaleFlags;
  const searchRef = useRef<HTMLInputElement>(null);

  const offered = useMemo(
    () =>
      LOCALES.filter((entry) => config.LOCALES.includes(entry.value)).map((entry) => ({
        ...entry,
        localName: displayName(locale, entry.value),
        support: languageSupport(entry.value),
      })),
    [config.LOCALES, locale],
  );
  const shown = query
    ? offered.filter((entry) =>
        [entry.name, entry.value, entry.localName ?? ''].some((text) =>
          text.toLowerCase().includes(query),
        ),
      )
    : offered;

  const close = () => {
    setSearch('');
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={intl.formatMessage({ id: 'language.title' })}
      width="large"
      initialFocusRef={searchRef}
    >
      <div className="flex flex-col gap-4">
        <div className="relative">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-gray-500"
            fill="currentColor"
          >
            <path d="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.7 3.7-1.1 1.1-3.7-3.7A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
          </svg>
          <input
            ref={searchRef}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-label={intl.formatMessage({ id: 'language.search' })}
            placeholder={intl.formatMessage({ id: 'language.search' })}
            className="min-h-11 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-10 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
          />
        </div>
        {shown.length === 0 ? (
          <p className="py-6 text-center text-gray-600 dark:text-gray-300">
            {intl.formatMessage({ id: 'language.none' }, { search: query })}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-2" data-testid="language-grid">
            {shown.map((entry) => {
              const current = entry.value === locale;
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    lang={entry.value}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => {
                      setSearch('');
                      void setLocale(entry.value);
                      onClose();
                    }}
                    className={`flex min-h-12 w-full items-center gap-3 rounded-lg border px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-primary ${current ? 'border-primary bg-primary/10' : 'border-gray-200 hover:bg-gray-50 dark:border-white/10 dark:hover:bg-white/5'}`}
                  >
                    {hideFlags ? null : (
                      <img
                        src={entry.flag}
                        alt=""
                        width={24}
                        height={16}
                        className="h-4 w-6 shrink-0 rounded-sm object-cover shadow-sm"
                      />
                    )}
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="font-medium leading-snug break-words">{entry.name}</span>
                      <span
                        lang={locale}
                        data-support={entry.support}
                        className={`text-xs leading-snug break-words ${entry.support === 'interface' ? 'text-primary dark:text-white' : 'text-gray-600 dark:text-gray-300'}`}
                      >
                        {intl.formatMessage({
                          id:
                            entry.support === 'interface'
                              ? 'language.full'
                              : 'language.formatsOnly',
                        })}
                      </span>
                    </span>
                    {current ? (
                      <>
                        <svg
                          aria-hidden="true"
                          viewBox="0 0 20 20"
                          className="h-5 w-5 shrink-0 text-primary dark:text-white"
                          fill="currentColor"
                          data-testid="current-check"
                        >
                          <path d="M7.7 13.3 4.4 10l-1.2 1.2 4.5 4.5 9.1-9.1-1.2-1.2z" />
                        </svg>
                        <span className="sr-only">
                          {intl.formatMessage({ id: 'language.current' })}
                        </span>
                      </>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
