import { ApiError, useCreateGroup, useGroup, useUpdateGroup } from '@convene/client';
import {
  GROUP_ACCESSES,
  isGroupManagingRole,
  type Group,
  type GroupAccess,
} from '@convene/contract';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useLocale } from '../../i18n/locale-context';
import { useViewerRole } from './viewer-role';
import { readAsDataUri } from '../../lib/read-file';
import type { MessageId } from '../../i18n/catalogue';

interface Values {
  name: string;
  description: string;
  access: GroupAccess;
  externalUrl: string;
  active: boolean;
  /** undefined: unchanged; null: removed; a data URI: replaced. */
  imageDataUri: string | null | undefined;
}

function GroupForm({
  initial,
  currentImage,
  mode,
  pending,
  error,
  onSubmit,
}: {
  initial: Values;
  currentImage: string | null;
  mode: 'create' | 'edit';
  pending: boolean;
  error: unknown;
  onSubmit: (values: Values) => void;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [values, setValues] = useState<Values>(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const descriptionId = useId();
  const imageId = useId();
  const field = error instanceof ApiError ? error.field : undefined;
  const serverError = (name: string) =>
    error instanceof ApiError && field === name ? error.message : null;
  const preview = values.imageDataUri === undefined ? currentImage : values.imageDataUri;

  const onImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      setImageError(null);
      const imageDataUri = await readAsDataUri(file);
      setValues((current) => ({ ...current, imageDataUri }));
    } catch {
      setImageError(t('groups.form.imageUnreadable'));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setNameError(t('groups.form.nameRequired'));
      return;
    }
    setNameError(null);
    onSubmit(values);
  };

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <TextField
          label={t('groups.form.name')}
          value={values.name}
          maxLength={120}
          required
          error={nameError ?? serverError('group.name') ?? serverError('group.slug')}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <div className="flex flex-col gap-1.5">
          <label
            htmlFor={descriptionId}
            className="text-sm font-medium text-gray-800 dark:text-gray-200"
          >
            {t('groups.form.description')}
          </label>
          <textarea
            id={descriptionId}
            rows={5}
            maxLength={5000}
            value={values.description}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
            className="rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">
            {t('groups.form.access')}
          </legend>
          {GROUP_ACCESSES.map((access) => (
            <label key={access} className="flex items-start gap-2">
              <input
                type="radio"
                name="access"
                value={access}
                className="mt-1 h-4 w-4"
                checked={values.access === access}
                onChange={() => setValues({ ...values, access })}
              />
              <span>{t(`groups.form.access.${access}`)}</span>
            </label>
          ))}
        </fieldset>
        <TextField
          type="url"
          label={t('groups.form.externalUrl')}
          value={values.externalUrl}
          error={serverError('group.externalUrl')}
          onChange={(event) => setValues({ ...values, externalUrl: event.target.value })}
        />
        {mode === 'edit' ? (
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={values.active}
              onChange={(event) => setValues({ ...values, active: event.target.checked })}
            />
            {t('groups.form.active')}
          </label>
        ) : null}
        <div className="flex flex-col gap-2">
          <label htmlFor={imageId} className="text-sm font-medium text-gray-800 dark:text-gray-200">
            {t('groups.form.image')}
          </label>
          {preview ? (
            <Image
              src={preview}
              alt={t('groups.form.image.preview')}
              className="h-40 w-full max-w-md rounded-xl object-cover"
            />
          ) : null}
          <input
            id={imageId}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
            onChange={(event) => void onImage(event)}
            aria-describedby={`${imageId}-hint`}
            className="text-sm file:mr-3 file:min-h-9 file:rounded-lg file:border-0 file:bg-gray-200 file:px-3 file:font-semibold dark:file:bg-white/10 dark:file:text-gray-100"
          />
          <p id={`${imageId}-hint`} className="text-sm text-gray-600 dark:text-gray-300">
            {t('groups.form.image.hint')}
          </p>
          {(imageError ?? serverError('imageDataUri')) ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {imageError ?? serverError('imageDataUri')}
            </p>
          ) : null}
          {preview ? (
            <div>
              <Button
                size="small"
                variant="white"
                onClick={() => setValues({ ...values, imageDataUri: null })}
              >
                {t('groups.form.image.remove')}
              </Button>
            </div>
          ) : null}
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={pending}>
            {t(mode === 'create' ? 'groups.form.create.submit' : 'groups.form.edit.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** /groups/new */
export function CreateGroupPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const create = useCreateGroup();
  return (
    <Page title={intl.formatMessage({ id: 'groups.form.create.title' })} width="narrow">
      <GroupForm
        mode="create"
        initial={{
          name: '',
          description: '',
          access: 'public',
          externalUrl: '',
          active: true,
          imageDataUri: undefined,
        }}
        currentImage={null}
        pending={create.isPending}
        error={create.error}
        onSubmit={(values) =>
          create.mutate(
            {
              group: {
                name: values.name.trim(),
                description: values.description.trim(),
                access: values.access,
                externalUrl: values.externalUrl.trim() || null,
              },
              ...(values.imageDataUri ? { imageDataUri: values.imageDataUri } : {}),
            },
            { onSuccess: (group) => void navigate(localize(`/groups/${group.slug}`)) },
          )
        }
      />
    </Page>
  );
}

function EditForm({ group }: { group: Group }) {
  const navigate = useNavigate();
  const { localize } = useLocale();
  const update = useUpdateGroup(group.id);
  return (
    <GroupForm
      mode="edit"
      initial={{
        name: group.name,
        description: group.description,
        access: group.access,
        externalUrl: group.externalUrl ?? '',
        active: group.active,
        imageDataUri: undefined,
      }}
      currentImage={group.image?.uri ?? null}
      pending={update.isPending}
      error={update.error}
      onSubmit={(values) =>
        update.mutate(
          {
            group: {
              name: values.name.trim(),
              description: values.description.trim(),
              access: values.access,
              active: values.active,
              externalUrl: values.externalUrl.trim() || null,
            },
            ...(values.imageDataUri !== undefined ? { imageDataUri: values.imageDataUri } : {}),
          },
          { onSuccess: (saved) => void navigate(localize(`/groups/${saved.slug}`)) },
        )
      }
    />
  );
}

/** /groups/:slug/edit (moderators). */
export function EditGroupPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const query = useGroup(slug);
  const role = useViewerRole(query.data);
  if (query.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner size="large" />
      </div>
    );
  if (!query.data)
    return (
      <Page title={intl.formatMessage({ id: 'groups.title' })}>
        <p role="alert">{intl.formatMessage({ id: 'groups.page.notFound' })}</p>
      </Page>
    );
  const group = query.data;
  return (
    <Page
      title={intl.formatMessage({ id: 'groups.form.edit.title' }, { name: group.name })}
      width="narrow"
      actions={
        <Link to={`/groups/${group.slug}`} className="text-sm font-medium text-primary underline">
          {intl.formatMessage({ id: 'groups.form.back' })}
        </Link>
      }
    >
      {isGroupManagingRole(role) ? (
        <EditForm group={group} />
      ) : (
        <p role="alert">{intl.formatMessage({ id: 'groups.form.forbidden' })}</p>
      )}
    </Page>
  );
}
