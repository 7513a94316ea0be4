import {
  ApiError,
  useSelf,
  useUpdateSelf,
  useUpdateSelfBanner,
  useUpdateSelfImage,
} from '@convene/client';
import {
  SOCIAL_LINK_FIELDS,
  SOCIAL_LINK_MAX,
  SocialLinkInputSchema,
  UsernameSchema,
  type Self,
  type SocialLinkField,
} from '@convene/contract';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Image } from '../../components/image';
import { Page } from '../../components/page';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { showSuccessToast } from '../../components/toasts';
import { readAsDataUri } from '../../lib/read-file';
import { SettingsNav } from './settings-nav';
import type { MessageId } from '../../i18n/catalogue';

interface ProfileValues {
  username: string;
  firstName: string;
  lastName: string;
  title: string;
  company: string;
  website: string;
  bio: string;
  facebook: string;
  instagram: string;
  linkedIn: string;
  twitter: string;
  tikTok: string;
  youtube: string;
  discord: string;
}

const valuesOf = (self: Self): ProfileValues => ({
  username: self.username,
  firstName: self.firstName ?? '',
  lastName: self.lastName ?? '',
  title: self.title ?? '',
  company: self.company ?? '',
  website: self.website ?? '',
  bio: self.bio ?? '',
  ...socialValuesOf(self),
});

function socialValuesOf(self: Self): Record<SocialLinkField, string> {
  return Object.fromEntries(
    SOCIAL_LINK_FIELDS.map((field) => [field, self[field] ?? '']),
  ) as Record<SocialLinkField, string>;
}

/** The first problem with a social link as typed, checked as PUT /self checks it. */
function socialLinkError(value: string): string | undefined {
  const check = SocialLinkInputSchema.safeParse(value);
  return check.success ? undefined : check.error.issues[0]?.message;
}

/** Empty optional fields are saved as null (cleared), as PUT /self expects. */
const orNull = (value: string) => value.trim() || null;

/** Avatar or banner: a preview and a file picker that uploads at once. */
function PictureField({ kind, self }: { kind: 'image' | 'banner'; self: Self }) {
  const intl = useIntl();
  const inputId = useId();
  const avatar = useUpdateSelfImage();
  const banner = useUpdateSelfBanner();
  const upload = kind === 'image' ? avatar : banner;
  const [error, setError] = useState<string | null>(null);
  const current = kind === 'image' ? self.image : self.banner;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    upload.mutate(
      { buffer: await readAsDataUri(file) },
      {
        onSuccess: () =>
          showSuccessToast(intl.formatMessage({ id: `settings.profile.${kind}.saved` })),
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : null),
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {intl.formatMessage({ id: `settings.profile.${kind}.label` })}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        <Image
          src={current?.uri}
          alt={intl.formatMessage({ id: `settings.profile.${kind}.current` })}
          className={
            kind === 'image'
              ? 'h-20 w-20 rounded-full object-cover'
              : 'h-20 w-60 max-w-full rounded-lg object-cover'
          }
        />
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-4 text-sm font-semibold focus-within:outline-2 focus-within:outline-primary hover:bg-gray-50 dark:border-white/20 dark:hover:bg-white/10"
        >
          {upload.isPending ? <Spinner size="extra-small" /> : null}
          {intl.formatMessage({ id: `settings.profile.${kind}.choose` })}
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => void pick(event)}
          />
        </label>
      </div>
      {error ? (
        <p className="text-sm font-medium text-red-700 dark:text-red-300" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ProfileForm({ self }: { self: Self }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const bioId = useId();
  const update = useUpdateSelf();
  const [values, setValues] = useState(() => valuesOf(self));
  /** Set by a submit, so 'Fix errors before saving.' shows only after one was tried. */
  const [tried, setTried] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof ProfileValues, string>>>({});
  const usernameCheck = UsernameSchema.safeParse(values.username);
  const usernameError = usernameCheck.success
    ? fieldErrors.username
    : usernameCheck.error.issues[0]?.message;
  const socialErrors = Object.fromEntries(
    SOCIAL_LINK_FIELDS.map((field) => [field, socialLinkError(values[field])]),
  ) as Record<SocialLinkField, string | undefined>;
  const socialValid = SOCIAL_LINK_FIELDS.every((field) => !socialErrors[field]);

  const set =
    (field: keyof ProfileValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues({ ...values, [field]: event.target.value });
      setFieldErrors({ ...fieldErrors, [field]: undefined });
      update.reset();
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!usernameCheck.success || !socialValid) return;
    update.mutate(
      {
        username: values.username,
        firstName: orNull(values.firstName),
        lastName: orNull(values.lastName),
        title: orNull(values.title),
        company: orNull(values.company),
        website: orNull(values.website),
        bio: orNull(values.bio),
        ...(Object.fromEntries(
          SOCIAL_LINK_FIELDS.map((field) => [field, orNull(values[field])]),
        ) as Record<SocialLinkField, string | null>),
      },
      {
        onSuccess: () => showSuccessToast(t('settings.profile.saved')),
        onError: (error) => {
          if (error instanceof ApiError && error.field) {
            setFieldErrors({ [error.field]: error.message });
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('settings.profile.username')}
        value={values.username}
        onChange={set('username')}
        autoComplete="username"
        autoCapitalize="none"
        required
        error={values.username ? usernameError : t('settings.profile.usernameRequired')}
        hint={t('settings.profile.usernameHint')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('settings.profile.firstName')}
          value={values.firstName}
          onChange={set('firstName')}
          autoComplete="given-name"
          maxLength={80}
          error={fieldErrors.firstName}
        />
        <TextField
          label={t('settings.profile.lastName')}
          value={values.lastName}
          onChange={set('lastName')}
          autoComplete="family-name"
          maxLength={80}
          error={fieldErrors.lastName}
        />
        <TextField
          label={t('settings.profile.title.label')}
          value={values.title}
          onChange={set('title')}
          autoComplete="organization-title"
          maxLength={120}
          error={fieldErrors.title}
        />
        <TextField
          label={t('settings.profile.company')}
          value={values.company}
          onChange={set('company')}
          autoComplete="organization"
          maxLength={120}
          error={fieldErrors.company}
        />
      </div>
      <TextField
        label={t('settings.profile.website')}
        type="url"
        value={values.website}
        onChange={set('website')}
        autoComplete="url"
        placeholder="https://"
        error={fieldErrors.website}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={bioId} className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {t('settings.profile.bio')}
        </label>
        <textarea
          id={bioId}
          rows={4}
          maxLength={2000}
          value={values.bio}
          onChange={set('bio')}
          className="rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
        />
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold text-gray-900 dark:text-gray-100">
          {t('settings.profile.social.legend')}
        </legend>
        <p className="-mt-2 text-sm text-gray-600 dark:text-gray-400">
          {t('settings.profile.social.hint')}
        </p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {SOCIAL_LINK_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`settings.profile.social.${field}`)}
              value={values[field]}
              onChange={set(field)}
              autoCapitalize="none"
              maxLength={SOCIAL_LINK_MAX}
              error={
                (tried || values[field] ? socialErrors[field] : undefined) ?? fieldErrors[field]
              }
            />
          ))}
        </div>
      </fieldset>
      {tried && (!usernameCheck.success || !socialValid) ? (
        <p className="text-sm font-medium text-red-700 dark:text-red-300" role="alert">
          {t('settings.profile.fixErrors')}
        </p>
      ) : null}
      <div>
        <Button
          type="submit"
          loading={update.isPending}
          success={update.isSuccess && !update.isPending}
          successText={t('settings.profile.saved')}
        >
          {t('settings.profile.save')}
        </Button>
      </div>
    </form>
  );
}

/** /settings/profile: username, names, bio, website, social links, avatar and banner of the acting account. */
export function ProfileSettingsPage() {
  const intl = useIntl();
  const self = useSelf();
  return (
    <Page title={intl.formatMessage({ id: 'settings.profile.title' })} width="narrow">
      <SettingsNav />
      {self.data ? (
        <div className="flex flex-col gap-6">
          <Card className="flex flex-col gap-6 p-4 sm:p-6">
            <PictureField kind="image" self={self.data} />
            <PictureField kind="banner" self={self.data} />
          </Card>
          <Card className="p-4 sm:p-6">
            {/* Keyed by account: switching accounts starts the form afresh. */}
            <ProfileForm key={self.data.id} self={self.data} />
          </Card>
        </div>
      ) : (
        <div className="flex justify-center py-10">
          <Spinner size="large" />
        </div>
      )}
    </Page>
  );
}
