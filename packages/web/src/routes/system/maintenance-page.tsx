import { useIntl } from 'react-intl';
import { icons, SystemFrame } from './system-frame';

export function MaintenancePage({
  logo,
}: {
  logo: { light: string; dark?: string | undefined; name: string } | null;
}) {
  const intl = useIntl();
  return (
    <SystemFrame
      logo={logo}
      icon={icons.wrench}
      title={intl.formatMessage({ id: 'system.maintenance.title' })}
    >
      <p>{intl.formatMessage({ id: 'system.maintenance.body' })}</p>
    </SystemFrame>
  );
}
