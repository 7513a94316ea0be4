import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { icons, SystemFrame } from './system-frame';

/** 'This page does not exist', in the locale of the page. */
export function NotFoundContent({
  action,
  landmark = true,
}: {
  action?: ReactNode;
  landmark?: boolean;
}) {
  const intl = useIntl();
  return (
    <SystemFrame
      landmark={landmark}
      icon={icons.compass}
      title={intl.formatMessage({ id: 'system.notFound.title' })}
    >
      <p>{intl.formatMessage({ id: 'system.notFound.body' })}</p>
      {action}
    </SystemFrame>
  );
}
