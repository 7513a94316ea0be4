import { useCreateListing } from '@convene/client';
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
  NO_REPEAT,
  recurrenceOf,
  validateBasics,
  validatePlace,
  validateRepeat,
  type ListingErrors,
  type ListingValues,
  type RepeatErrors,
  type RepeatValues,
} from './listing-form';
import type { HostMessageId } from './messages';
import {
  PassFields,
  passBody,
  validatePass,
  type PassErrors,
  type PassValues,
} from './pass-fields';
import { RepeatFields, RepeatPreview } from './repeat-fields';

const STEPS = ['basics', 'place', 'image', 'pass', 'review'] as const;
type Step = (typeof STEPS)[number];

/** The wizard's draft, kept in this tab across a reload (the image stays out: it is large). */
const DRAFT_KEY = 'convene.host.newListing';

interface Draft {
  step: Step;
  values: ListingValues;
  pass: PassValues;
  repeat?: RepeatValues;
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
 * Creates the listing with its first pass type in one request: when it repeats, every date
 * is a listing of one series with its own copy of the pass type.
 */
function useCreateWithPass() {
  const create = useCreateListing();
  const run = async (
    values: ListingValues,
    image: string | null,
    pass: PassValues,
    repeat: RepeatValues,
  ) => {
    const recurrence = recurrenceOf(repeat);
    const listing = await create.mutateAsync({
      event: listingFields(values),
      ...(image ? { image } : {}),
      passTypes: [passBody(pass)],
      ...(recurrence ? { recurrence } : {}),
    });
    return listing.id;
  };
  return { run, pending: create.isPending, error: create.error };
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
  const [repeat, setRepeat] = useState<RepeatValues>(NO_REPEAT);
  const [repeatErrors, setRepeatErrors] = useState<RepeatErrors>({});
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
      setRepeat(draft.repeat ?? NO_REPEAT);
      setStep(draft.step);
    } else {
      setValues((current) => ({ ...current, timezone: defaultTimeZone() }));
    }
    restored.current = true;
  }, []);
  useEffect(() => {
    if (restored.current) session.set(DRAFT_KEY, JSON.stringify({ step, values, pass, repeat }));
  }, [step, values, pass, repeat]);
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
    const repeatFound = step === 'basics' ? validateRepeat(repeat) : {};
    setRepeatErrors(repeatFound);
    if (Object.keys(found).length || Object.keys(repeatFound).length) return;
    if (step === 'pass') {
      const refused = validatePass(pass);
      setPassErrors(refused);
      if (Object.keys(refused).length) return;
    }
    if (step === 'review') {
      void creation
        .run(values, image, pass, repeat)
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
            <>
              <BasicsFields values={values} errors={errors} onChange={change} />
              <RepeatFields
                values={values}
                repeat={repeat}
                errors={repeatErrors}
                onChange={(changes) => setRepeat({ ...repeat, ...changes })}
              />
            </>
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
          {step === 'review' ? (
            <Review values={values} image={image} pass={pass} repeat={repeat} />
          ) : null}
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
  repeat,
}: {
  values: ListingValues;
  image: string | null;
  pass: PassValues;
  repeat: RepeatValues;
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
      {repeat.frequency !== 'none' ? (
        <ReviewRow label={t('host.repeat.label')}>
          <p>{t(`host.repeat.${repeat.frequency}`)}</p>
          <RepeatPreview values={values} repeat={repeat} />
        </ReviewRow>
      ) : null}
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
