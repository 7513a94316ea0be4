import {
  flattenPages,
  useCreateInterest,
  useInterests,
  useSelfInterests,
  useSetSelfInterests,
} from '@convene/client';
import { enabledModules, firstLandingPath, INTERESTS_TO_SELECT } from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useOrganizationConfig } from '../../app/config-context';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { showSuccessToast } from '../../components/toasts';
import { useLocale } from '../../i18n/locale-context';

/** Where to continue: the `next` path given by sign-up (same site only), else the landing page. */
function useContinuePath(): string {
  const [params] = useSearchParams();
  const config = useOrganizationConfig();
  const next = params.get('next');
  return next && next.startsWith('/') && !next.startsWith('//')
    ? next
    : firstLandingPath(enabledModules(config));
}

/**
 * /interests: the onboarding choice — 'Select 5 interests', exactly five:
 * once five are picked the others wait until one is unpicked. New members come here
 * from sign-up (with `next`); saving or skipping continues there.
 */
export function InterestsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const continuePath = useContinuePath();
  const all = useInterests({ pageSize: 100 });
  const mine = useSelfInterests({ pageSize: 100 });
  const save = useSetSelfInterests();
  const create = useCreateInterest();
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [name, setName] = useState('');
  const interests = flattenPages(all.data);
  const selected = picked ?? new Set(flattenPages(mine.data).map((interest) => interest.id));
  const full = selected.size >= INTERESTS_TO_SELECT;
  const ready = selected.size === INTERESTS_TO_SELECT;

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else if (!full) next.add(id);
    setPicked(next);
  };
  const onSave = () =>
    save.mutate(
      { interestIds: [...selected] },
      {
        onSuccess: () => {
          showSuccessToast(intl.formatMessage({ id: 'interests.saved' }));
          navigate(localize(continuePath));
        },
      },
    );
  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      { interest: { name: name.trim() } },
      {
        onSuccess: (interest) => {
          setName('');
          if (!full) setPicked(new Set([...selected, interest.id]));
        },
      },
    );
  };

  return (
    <Page title={intl.formatMessage({ id: 'interests.title' })} width="narrow">
      <div className="flex flex-col gap-5">
        <div>
          <h2 className="text-lg font-semibold">
            {intl.formatMessage({ id: 'interests.select' })}
          </h2>
          <p className="text-gray-700 dark:text-gray-300">
            {intl.formatMessage({ id: 'interests.intro' })}
          </p>
        </div>
        {all.isPending || mine.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner size="large" />
          </div>
        ) : interests.length === 0 ? (
          <p>{intl.formatMessage({ id: 'interests.empty' })}</p>
        ) : (
          <ul
            className="flex flex-wrap gap-2"
            aria-label={intl.formatMessage({ id: 'interests.list.label' })}
          >
            {interests.map((interest) => {
              const on = selected.has(interest.id);
              return (
                <li key={interest.id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    disabled={!on && full}
                    onClick={() => toggle(interest.id)}
                    className={`min-h-11 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:border-dashed disabled:opacity-60 ${on ? 'border-primary bg-primary text-on-primary' : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50 dark:border-white/20 dark:bg-night dark:text-gray-100 dark:hover:bg-white/10'}`}
                  >
                    {interest.name}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <form onSubmit={onAdd} className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label={intl.formatMessage({ id: 'interests.add.label' })}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
          <Button
            type="submit"
            variant="white"
            loading={create.isPending}
            disabled={name.trim().length < 2}
          >
            {intl.formatMessage({ id: 'interests.add.submit' })}
          </Button>
        </form>
        <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 bg-white/90 py-3 backdrop-blur dark:border-white/10 dark:bg-night/90">
          <div className="flex flex-col">
            <p
              role="status"
              aria-live="polite"
              className="font-semibold"
              data-testid="interests-count"
            >
              {intl.formatMessage(
                { id: 'interests.selected' },
                { count: Math.min(selected.size, INTERESTS_TO_SELECT), min: INTERESTS_TO_SELECT },
              )}
            </p>
            <p className="text-sm text-gray-600 dark:text-gray-300">
              {selected.size > INTERESTS_TO_SELECT
                ? intl.formatMessage(
                    { id: 'interests.tooMany' },
                    { extra: selected.size - INTERESTS_TO_SELECT },
                  )
                : full
                  ? intl.formatMessage({ id: 'interests.full' })
                  : null}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={continuePath}
              className="flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-gray-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-200"
            >
              {intl.formatMessage({ id: 'interests.skip' })}
            </Link>
            <Button onClick={onSave} disabled={!ready} loading={save.isPending}>
              {intl.formatMessage({ id: 'interests.save' })}
            </Button>
          </div>
        </div>
      </div>
    </Page>
  );
}
