import { useAccounts, useAddListingSponsor, useRemoveListingSponsor } from '@convene/client';
import { displayName, SEARCH_DEBOUNCE, type EventListing } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Avatar } from '../../components/social/avatar';
import { TextField } from '../../components/text-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { EditorSection } from './editor-section';

/** Members matching a search, each with an Add button (those already sponsoring left out). */
function SponsorSearch({ listing }: { listing: EventListing }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const add = useAddListingSponsor(listing.id);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE);
  const accounts = useAccounts({ pageSize: 5, ...(search ? { search } : {}) });
  const taken = new Set(listing.sponsors.map((sponsor) => sponsor.id));
  const found = search
    ? (accounts.data?.pages.flatMap((page) => page.data) ?? []).filter(
        (account) => !taken.has(account.id),
      )
    : [];
  return (
    <div className="flex flex-col gap-2">
      <TextField
        type="search"
        label={intl.formatMessage({ id: 'hostProgram.sponsors.search' })}
        value={text}
        autoComplete="off"
        onChange={(change) => setText(change.target.value)}
      />
      {search && accounts.isSuccess && found.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300" role="status">
          {intl.formatMessage({ id: 'hostProgram.sponsors.none' }, { search })}
        </p>
      ) : null}
      {found.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {found.map((account) => (
            <li key={account.id} className="flex items-center gap-3">
              <Avatar account={account} size="small" />
              <span className="min-w-0 flex-1 truncate">{displayName(account)}</span>
              <Button
                size="small"
                variant="secondary"
                loading={add.isPending && add.variables === account.id}
                aria-label={intl.formatMessage(
                  { id: 'hostProgram.sponsors.addNamed' },
                  { name: displayName(account) },
                )}
                onClick={() =>
                  add.mutate(account.id, feedback({ success: 'hostProgram.sponsors.added' }))
                }
              >
                {intl.formatMessage({ id: 'hostProgram.add' })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The accounts sponsoring a listing: add one found by name, remove one (asked first). */
export function SponsorsEditor({ listing }: { listing: EventListing }) {
  const feedback = useActionFeedback();
  const remove = useRemoveListingSponsor(listing.id);
  return (
    <EditorSection
      title="hostProgram.sponsors"
      empty="hostProgram.sponsors.empty"
      emptyBody="hostProgram.sponsors.emptyBody"
      items={listing.sponsors.map((sponsor) => ({
        id: sponsor.id,
        title: displayName(sponsor),
        detail: sponsor.company,
        leading: <Avatar account={sponsor} size="small" />,
      }))}
      onDelete={(id, done) =>
        remove.mutate(id, feedback({ success: 'hostProgram.deleted', onSettled: done }))
      }
      deleting={remove.isPending}
      deleteTitle="hostProgram.sponsors.removeTitle"
      deleteLabel="hostProgram.sponsors.remove"
      deleteText="hostProgram.sponsors.removeConfirm"
    >
      <SponsorSearch listing={listing} />
    </EditorSection>
  );
}
