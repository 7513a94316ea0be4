import { fetchData, listingQueries, useApiClient, useCreateListing } from '@convene/client';
import { listingEndpoints } from '@convene/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Card } from '../../components/card';
import { hostEventPath } from '../../components/host-event-nav';
import { Page } from '../../components/page';
import { formatMoney } from '../../components/payments/money';
import { StepActions, Stepper } from '../../components/stepper';
import { useLocale } from '../../i18n/locale-context';
import { session } from '../../lib/storage';
import { BasicsFields, ImageField, PlaceFields } from './event-fields';
import {
  defaultTimeZone,
  emptyListing,
  listingFields,
  validateBasics,
  validatePlace,
  type ListingErrors,
  type ListingValues,
} from './listing-form';
import type { HostMessageId } from './messages';
import {
  PassFields,
  passBody,
  validatePass,
  type PassErrors,
  type PassValues,
} from './pass-fields';

const STEPS = ['basics', 'place', 'image', 'pass', 'review'] as const;
type Step = (typeof STEPS)[number];

/** The wizard's draft, kept in this tab across a reload (the image stays out: it is large). */
const DRAFT_KEY = 'convene.host.newListing';

interface Draft {
  step: Step;
  values: ListingValues;
  pass: PassValues;
}

function readDraft(): Draft | null {
  try {
    const draft = JSON.parse(session.get(DRAFT_KEY) ?? 'null') as Draft | null;
    return draft && STEPS.includes(draft.step) && draft.values && draft.pass ? draft : null;
  } catch {
    return null;
  }
}

function ReviewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="text-sm font-medium text-gray-600 sm:w-40 sm:shrink-0 dark:text-gray-300">
        {label}
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * Creates a listing and its first pass type. The listing is written first; a pass type the
 * server refuses leaves the listing (a draft) in place, and the overview says what to add.
 */
function useCreateWithPass() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const create = useCreateListing();
  const [pending, setPending] = useState(false);
  const run = async (values: ListingValues, image: string | null, pass: PassValues) => {
    setPending(true);
    try {
      const listing = await create.mutateAsync({
        event: listingFields(values),
        ...(image ? { image } : {}),
      });
      await fetchData(api, listingEndpoints.createPassType, {
        params: { eventId: listing.id },
        body: passBody(pass),
      }).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: listingQueries.of(listing.id) });
      return listing.id;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, error: create.error };
}

/** /host/new: basics, place, image, first pass type, review → the new listing's overview. */
export function NewListingPage() {
  const intl = useIntl();
  const t = (id: HostMessageId) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { localize } = useLocale();
  const [step, setStep] = useState<Step>('basics');
  const [values, setValues] = useState<ListingValues>(() => emptyListing('UTC'));
  const [errors, setErrors] = useState<ListingErrors>({});
  const [image, setImage] = useState<string | null>(null);
  const [pass, setPass] = useState<PassValues>({ name: '', price: '0', supply: '' });
  const [passErrors, setPassErrors] = useState<PassErrors>({});
  const creation = useCreateWithPass();
  const heading = useRef<HTMLHeadingElement>(null);

  // Once hydrated (the server renders an empty form in UTC): the tab's draft, else the
  // browser's zone.
  const restored = useRef(false);
  useEffect(() => {
    const draft = readDraft();
    if (draft) {
      setValues({ ...emptyListing(draft.values.timezone), ...draft.values });
      setPass(draft.pass);
      setStep(draft.step);
    } else {
      setValues((current) => ({ ...current, timezone: defaultTimeZone() }));
    }
    restored.current = true;
  }, []);
  useEffect(() => {
    if (restored.current) session.set(DRAFT_KEY, JSON.stringify({ step, values, pass }));
  }, [step, values, pass]);
  // Each new step's heading takes the focus (not the first one: the page has just loaded).
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const index = STEPS.indexOf(step);
  const change = (changes: Partial<ListingValues>) => setValues({ ...values, ...changes });
  const next = () => {
    const found =
      step === 'basics' ? validateBasics(values) : step === 'place' ? validatePlace(values) : {};
    setErrors(found);
    if (Object.keys(found).length) return;
    if (step === 'pass') {
      const refused = validatePass(pass);
      setPassErrors(refused);
      if (Object.keys(refused).length) return;
    }
    if (step === 'review') {
      void creation
        .run(values, image, pass)
        .then((id) => {
          session.remove(DRAFT_KEY);
          return navigate(localize(hostEventPath(id, 'overview')));
        })
        .catch(() => undefined);
      return;
    }
    setStep(STEPS[index + 1] ?? 'review');
  };
  const back = index > 0 ? () => setStep(STEPS[index - 1] ?? 'basics') : undefined;

  return (
    <Page title={t('host.new.title')} width="default">
      <Stepper
        label={t('host.new.steps')}
        steps={STEPS.map((id) => ({ id, label: t(`host.new.step.${id}`) }))}
        current={step}
      />
      <Card className="p-4 sm:p-6">
        <h2 ref={heading} tabIndex={-1} className="mb-4 text-xl font-semibold focus:outline-none">
          {t(`host.new.step.${step}`)}
        </h2>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            next();
          }}
        >
          {step === 'basics' ? (
            <BasicsFields values={values} errors={errors} onChange={change} />
          ) : null}
          {step === 'place' ? (
            <PlaceFields values={values} errors={errors} onChange={change} />
          ) : null}
          {step === 'image' ? (
            <ImageField value={image} current={null} onChange={(uri) => setImage(uri ?? null)} />
          ) : null}
          {step === 'pass' ? (
            <PassFields
              values={pass}
              errors={passErrors}
              onChange={(c) => setPass({ ...pass, ...c })}
            />
          ) : null}
          {step === 'review' ? <Review values={values} image={image} pass={pass} /> : null}
          <StepActions
            onBack={back}
            onNext={next}
            nextLabel={step === 'review' ? t('host.new.create') : undefined}
            loading={creation.pending}
          />
        </form>
      </Card>
    </Page>
  );
}

function Review({
  values,
  image,
  pass,
}: {
  values: ListingValues;
  image: string | null;
  pass: PassValues;
}) {
  const intl = useIntl();
  const t = (id: HostMessageId) => intl.formatMessage({ id });
  const event = listingFields(values);
  const when = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: values.timezone });
  const place = [values.venue, values.address1, values.city, values.country].filter(Boolean);
  const body = passBody(pass);
  return (
    <dl className="divide-y divide-gray-200 dark:divide-white/10">
      <ReviewRow label={t('host.form.name')}>{values.name}</ReviewRow>
      <ReviewRow label={t('host.form.slug')}>{values.slug || '—'}</ReviewRow>
      <ReviewRow label={t('host.form.type')}>{t(`host.type.${values.eventType}`)}</ReviewRow>
      <ReviewRow label={t('host.review.when')}>
        {when(event.eventStart)} – {when(event.eventEnd)} ({values.timezone.replace(/_/g, ' ')})
      </ReviewRow>
      {values.eventType !== 'virtual' ? (
        <ReviewRow label={t('host.form.venue')}>{place.join(', ')}</ReviewRow>
      ) : null}
      {values.eventType !== 'physical' ? (
        <ReviewRow label={t('host.form.meetingUrl')}>{values.meetingUrl}</ReviewRow>
      ) : null}
      <ReviewRow label={t('host.image.label')}>
        {image ? t('host.review.imageYes') : t('host.review.imageNo')}
      </ReviewRow>
      <ReviewRow label={t('host.review.pass')}>
        {intl.formatMessage(
          { id: 'host.review.passLine' },
          {
            name: body.name,
            price: (body.price ?? 0) > 0 ? formatMoney(intl, body.price ?? 0) : t('host.pass.free'),
            supply: body.supply ?? t('host.pass.unlimited'),
          },
        )}
      </ReviewRow>
    </dl>
  );
}
