import { useAccounts, usePopularAccounts } from '@convene/client';
import { SEARCH_DEBOUNCE, type Account } from '@convene/contract';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { SearchEmptyState } from '../../components/empty-state';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { pagedList } from '../../components/social/paged';
import { TextField } from '../../components/text-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { AccountRow } from './account-row';

function AccountList({
  list,
  empty,
}: {
  list: ReturnType<typeof pagedList<Account>>;
  empty?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <List
      {...list}
      keyOf={(account) => account.id}
      renderItem={(account) => <AccountRow account={account} />}
      empty={empty ?? intl.formatMessage({ id: 'accounts.empty.none' })}
      label={intl.formatMessage({ id: 'accounts.list.label' })}
      className="grid grid-cols-1 gap-3 md:grid-cols-2"
    />
  );
}

function Popular() {
  const popular = usePopularAccounts({ pageSize: 4 });
  const list = pagedList(popular);
  return <AccountList list={{ ...list, hasMore: false, onEndReached: () => {} }} />;
}

/** /accounts: search (sent after 500 ms without typing), popular accounts, then everyone. */
export function AccountsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('search') ?? '');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE);
  const all = useAccounts(search ? { search } : {});
  return (
    <Page title={intl.formatMessage({ id: 'accounts.title' })}>
      <div className="flex flex-col gap-6">
        <TextField
          id="accounts-search"
          type="search"
          label={intl.formatMessage({ id: 'accounts.search.label' })}
          placeholder={intl.formatMessage({ id: 'accounts.search.placeholder' })}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setParams(event.target.value ? { search: event.target.value } : {}, { replace: true });
          }}
        />
        {search ? null : (
          <section aria-labelledby="popular-heading">
            <h2 id="popular-heading" className="mb-3 text-lg font-semibold">
              {intl.formatMessage({ id: 'accounts.popular' })}
            </h2>
            <Popular />
          </section>
        )}
        <section aria-labelledby="all-heading">
          <h2 id="all-heading" className="mb-3 text-lg font-semibold">
            {intl.formatMessage({ id: search ? 'accounts.results' : 'accounts.all' })}
          </h2>
          <AccountList
            list={pagedList(all)}
            empty={
              search ? (
                <SearchEmptyState
                  search={search}
                  title={intl.formatMessage({ id: 'accounts.empty.search' }, { search })}
                  onClear={() => {
                    setText('');
                    setParams({}, { replace: true });
                    document.getElementById('accounts-search')?.focus();
                  }}
                />
              ) : undefined
            }
          />
        </section>
      </div>
    </Page>
  );
}
