import { useUpdateChannel } from '@convene/client';
import type { Channel } from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { TextAreaField } from '../../components/form-fields';
import { TextField } from '../../components/text-field';
import { fieldErrors, ImagePicker } from './studio-parts';

/** A channel's name, description and image, as its manager edits them. */
export function ChannelDetailsForm({ channel }: { channel: Channel }) {
  const intl = useIntl();
  const update = useUpdateChannel();
  const [name, setName] = useState(channel.name);
  const [description, setDescription] = useState(channel.description ?? '');
  const [imageDataUri, setImageDataUri] = useState<string | undefined>();
  const errorOf = fieldErrors(update.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({
      channelId: channel.id,
      channel: { name, description: description.trim() || null },
      ...(imageDataUri ? { imageDataUri } : {}),
    });
  };

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold">
        {intl.formatMessage({ id: 'studio.details.title' })}
      </h2>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'studio.details.name' })}
          value={name}
          required
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
          error={errorOf('name')}
        />
        <TextAreaField
          label={intl.formatMessage({ id: 'studio.details.description' })}
          value={description}
          maxLength={5000}
          onChange={(event) => setDescription(event.target.value)}
          error={errorOf('description')}
        />
        <ImagePicker
          current={channel.image?.uri}
          onChange={setImageDataUri}
          error={errorOf('imageDataUri')}
        />
        <div>
          <Button
            type="submit"
            loading={update.isPending}
            success={update.isSuccess}
            successText={intl.formatMessage({ id: 'studio.saved' })}
          >
            {intl.formatMessage({ id: 'studio.details.save' })}
          </Button>
        </div>
      </form>
    </Card>
  );
}
