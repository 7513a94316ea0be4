import {
  flattenPages,
  useCreateInterest,
  useInterests,
  useSelfInterests,
  useSetSelfInterests,
} from '@convene/client';
import { INTERESTS_TO_SELECT } from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { Page } from '../../components/page';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { showSuccessToast } from '../../components/toasts';
import { useLocale } from '../../i18n/locale-context';

/** /interests: the onboarding choice — 'Select 5 interests' — saved with POST /self/interests. */
export function InterestsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const all = useInterests({ pageSize: 100 });
  const mine = useSelfInterests({ pageSize: 100 });
  const save = useSetSelfInterests();
  const create = useCreateInterest();
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [name, setName] = useState('');
  const interests = flattenPages(all.data);
  const selected = picked ?? new Set(flattenPages(mine.data).map((interest) => interest.id));
  const enough = selected.size >= INTERESTS_TO_SELECT;

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };
  const onSave = () =>
    save.mutate(
      { interestIds: [...selected] },
      {
        onSuccess: () => {
          showSuccessToast(intl.formatMessage({ id: 'interests.saved' }));
          navigate(localize('/activities'));
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
          setPicked(new Set([...selected, interest.id]));
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
        {all.isPending ? (
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
                    onClick={() => toggle(interest.id)}
                    className={`min-h-11 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${on ? 'border-primary bg-primary text-on-primary' : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50 dark:border-white/20 dark:bg-night dark:text-gray-100 dark:hover:bg-white/10'}`}
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
            variant="secondary"
            loading={create.isPending}
            disabled={name.trim().length < 2}
          >
            {intl.formatMessage({ id: 'interests.add.submit' })}
          </Button>
        </form>
        <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 bg-white/90 py-3 backdrop-blur dark:border-white/10 dark:bg-night/90">
          <p
            role="status"
            aria-live="polite"
            className={enough ? '' : 'font-semibold text-red-700 dark:text-red-300'}
          >
            {enough
              ? intl.formatMessage(
                  { id: 'interests.selected' },
                  { count: selected.size, min: INTERESTS_TO_SELECT },
                )
              : intl.formatMessage({ id: 'interests.select' })}
          </p>
          <Button onClick={onSave} disabled={!enough} loading={save.isPending}>
            {intl.formatMessage({ id: 'interests.save' })}
          </Button>
        </div>
      </div>
    </Page>
  );
}
