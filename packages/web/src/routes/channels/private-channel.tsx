import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import { Page } from '../../components/page';

/** 461: the channel is for a group's members; says so plainly and offers the way out. */
export function PrivateChannel() {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage({ id: 'channels.private.title' })} width="narrow">
      <Card className="flex flex-col items-start gap-3 p-6" data-testid="private-channel">
        <p role="alert" className="font-semibold text-gray-900 dark:text-gray-100">
          {intl.formatMessage({ id: 'channels.private.message' })}
        </p>
        <p className="text-gray-700 dark:text-gray-300">
          {intl.formatMessage({ id: 'channels.private.body' })}
        </p>
        <Link
          to="/channels"
          className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-on-primary hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {intl.formatMessage({ id: 'channels.browse' })}
        </Link>
      </Card>
    </Page>
  );
}

/** The API's answer for a private channel. */
export const isPrivateChannelError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 461;
