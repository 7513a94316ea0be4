import { ApiError, useUpdateListing } from '@convene/client';
import { LISTING_MESSAGES, type EventListing, type SeriesEditScope } from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Modal } from '../../components/modal';
import { BasicsFields, ImageField, InterestsField, PlaceFields } from './event-fields';
import {
  listingFields,
  validateBasics,
  validatePlace,
  valuesOf,
  type ListingErrors,
  type ListingValues,
} from './listing-form';
import type { HostMessageId } from './messages';

/** The choices of an edit to an event of a series, the safer first. */
const SCOPES = [
  ['this', 'host.edit.thisOnly'],
  ['following', 'host.edit.following'],
  ['all', 'host.edit.all'],
] as const satisfies readonly (readonly [SeriesEditScope, HostMessageId])[];

/** The listing's fields, edited in place (`PUT /listings/{id} {event, image, interestIds}`). */
export function ListingEdit({ listing }: { listing: EventListing }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const update = useUpdateListing(listing.id);
  const [values, setValues] = useState<ListingValues>(() => valuesOf(listing));
  const [image, setImage] = useState<string | null | undefined>(undefined);
  const [interestIds, setInterestIds] = useState<string[]>(() => [...listing.interestIds]);
  const [errors, setErrors] = useState<ListingErrors>({});
  // An event of a series asks which of its dates the change is for (decision 0071).
  const [asking, setAsking] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...validateBasics(values), ...validatePlace(values) };
    setErrors(found);
    if (Object.keys(found).length) return;
    if (listing.seriesId) setAsking(true);
    else save('this');
  };

  const save = (scope: SeriesEditScope) => {
    setAsking(false);
    update.mutate(
      {
        event: listingFields(values),
        interestIds,
        ...(image !== undefined ? { image } : {}),
        ...(listing.seriesId ? { scope } : {}),
      },
      {
        ...feedback({ success: 'host.edit.saved', onSuccess: () => setImage(undefined) }),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.field === 'event.slug')
            setErrors({
              slug: error.status === 409 ? 'host.form.error.slugTaken' : 'host.form.error.slug',
            });
          if (error.message === LISTING_MESSAGES.eventAroundSessions)
            setErrors({
              [error.field === 'event.eventStart' ? 'start' : 'end']:
                'host.form.error.aroundSessions',
            });
        },
      },
    );
  };

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold">
        {intl.formatMessage({ id: 'host.edit.title' })}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <BasicsFields
          values={values}
          errors={errors}
          slugTouched
          onChange={(changes) => setValues({ ...values, ...changes })}
        />
        <PlaceFields
          values={values}
          errors={errors}
          onChange={(changes) => setValues({ ...values, ...changes })}
        />
        <InterestsField value={interestIds} onChange={setInterestIds} />
        <ImageField value={image} current={listing.image?.uri ?? null} onChange={setImage} />
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending}>
            {intl.formatMessage({ id: 'host.edit.save' })}
          </Button>
        </div>
      </form>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={intl.formatMessage({ id: 'host.edit.seriesTitle' })}
        description={intl.formatMessage({ id: 'host.edit.seriesBody' })}
        width="small"
        role="alertdialog"
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          {SCOPES.map(([scope, label]) => (
            <Button
              key={scope}
              variant={scope === 'this' ? 'secondary' : 'primary'}
              onClick={() => save(scope)}
            >
              {intl.formatMessage({ id: label })}
            </Button>
          ))}
        </div>
      </Modal>
    </Card>
  );
}
