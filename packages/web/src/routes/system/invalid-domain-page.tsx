import { useIntl } from 'react-intl';
import { icons, SystemFrame } from './system-frame';

/** No organization is configured for this host name. */
export function InvalidDomainPage({ host }: { host: string }) {
  const intl = useIntl();
  return (
    <SystemFrame
      icon={icons.globe}
      title={intl.formatMessage({ id: 'system.invalidDomain.title' })}
    >
      <p>
        {intl.formatMessage(
          { id: 'system.invalidDomain.body' },
          { host: <strong className="font-semibold break-all">{host}</strong> },
        )}
      </p>
    </SystemFrame>
  );
}
