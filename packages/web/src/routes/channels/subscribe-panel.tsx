import {
  useSubscribeChannel,
  useUnsubscribeChannel,
  useUpdateChannelSubscription,
} from '@convene/client';
import type { Channel } from '@convene/contract';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useViewer } from '../../app/viewer';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { CheckField } from '../../components/form-fields';
import { Link } from '../../components/link';
import { Skeleton } from '../../components/skeleton';
import { saveAuthRedirect } from '../../lib/auth-redirect';

interface Preferences {
  contentEmailNotification: boolean;
  contentPushNotification: boolean;
}

/** How to hear about new contents: by email, by push; one checkbox each. */
function PreferenceFields({
  value,
  onChange,
  disabled = false,
}: {
  value: Preferences;
  onChange: (next: Preferences) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const legend = useId();
  return (
    <fieldset aria-labelledby={legend} disabled={disabled} className="flex flex-col">
      <legend id={legend} className="text-sm font-semibold text-gray-800 dark:text-gray-200">
        {intl.formatMessage({ id: 'channels.subscribe.preferences' })}
      </legend>
      <div className="flex flex-wrap gap-x-6">
        <CheckField
          label={intl.formatMessage({ id: 'channels.subscribe.email' })}
          checked={value.contentEmailNotification}
          onChange={(checked) => onChange({ ...value, contentEmailNotification: checked })}
        />
        <CheckField
          label={intl.formatMessage({ id: 'channels.subscribe.push' })}
          checked={value.contentPushNotification}
          onChange={(checked) => onChange({ ...value, contentPushNotification: checked })}
        />
      </div>
    </fieldset>
  );
}

/**
 * Subscribe to a channel with the email and push preferences for its new contents, change
 * them, or unsubscribe. Viewer-dependent: a neutral placeholder until the viewer is known,
 * and a sign-in link for a signed-out visitor (back here afterwards).
 */
export function SubscribePanel({ channel }: { channel: Channel }) {
  const intl = useIntl();
  const viewer = useViewer();
  const location = useLocation();
  const subscribe = useSubscribeChannel();
  const update = useUpdateChannelSubscription();
  const unsubscribe = useUnsubscribeChannel();
  const feedback = useActionFeedback();
  const [draft, setDraft] = useState<Preferences>({
    contentEmailNotification: true,
    contentPushNotification: true,
  });

  if (viewer.state === 'unknown') return <Skeleton className="h-11 w-36 rounded-lg" />;
  if (viewer.state === 'signed-out')
    return (
      <Link
        to="/auth/sign-in"
        onClick={() => saveAuthRedirect(`${location.pathname}${location.search}`)}
        className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-on-primary hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {intl.formatMessage({ id: 'channels.subscribe.signIn' })}
      </Link>
    );

  const name = { name: channel.name };
  if (!channel.subscription)
    return (
      <div className="flex flex-col gap-2" data-testid="subscription" data-state="none">
        <PreferenceFields value={draft} onChange={setDraft} disabled={subscribe.isPending} />
        <div>
          <Button
            loading={subscribe.isPending}
            onClick={() =>
              subscribe.mutate(
                { channelId: channel.id, ...draft },
                feedback({ success: 'channels.subscribe.done', values: name }),
              )
            }
          >
            {intl.formatMessage({ id: 'channels.subscribe' })}
          </Button>
        </div>
      </div>
    );

  const current = channel.subscription;
  return (
    <div className="flex flex-col gap-2" data-testid="subscription" data-state="subscribed">
      <p className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {intl.formatMessage({ id: 'channels.subscribed' }, name)}
      </p>
      <PreferenceFields
        value={current}
        disabled={update.isPending}
        onChange={(next) =>
          update.mutate(
            { channelId: channel.id, ...next },
            feedback({ success: 'channels.subscribe.saved' }),
          )
        }
      />
      <div>
        <Button
          variant="secondary"
          loading={unsubscribe.isPending}
          onClick={() =>
            unsubscribe.mutate(
              channel.id,
              feedback({ success: 'channels.unsubscribe.done', values: name }),
            )
          }
        >
          {intl.formatMessage({ id: 'channels.unsubscribe' })}
        </Button>
      </div>
    </div>
  );
}
