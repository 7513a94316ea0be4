import { IntlProvider } from 'react-intl';
import type { Messages } from '../i18n/compiled-messages';
import { InvalidDomainPage } from '../routes/system/invalid-domain-page';
import { MaintenancePage } from '../routes/system/maintenance-page';
import { NotFoundContent } from '../routes/system/not-found-page';
import { ServiceDownPage } from '../routes/system/service-down-page';
import { ThemeProvider } from '../theme/theme-provider';
import type { Bootstrap, Gate } from './bootstrap';

type SystemGate = Exclude<Gate, { kind: 'app' }>;

/** A system page standing in for the whole app (page gating). */
export function SystemRoot({ bootstrap, gate }: { bootstrap: Bootstrap; gate: SystemGate }) {
  const config = 'config' in gate ? gate.config : null;
  // The shell's bundle: every message a system page names (react-intl types a full table).
  const messages = bootstrap.messages as Messages;
  return (
    <IntlProvider locale={bootstrap.locale} defaultLocale="en" messages={messages}>
      <ThemeProvider theme={config?.CLIENT_THEME ?? 'auto'} colors={config}>
        {gate.kind === 'invalid-domain' ? <InvalidDomainPage host={gate.host} /> : null}
        {gate.kind === 'service-down' ? (
          <ServiceDownPage host={gate.host} googleTagManagerId={gate.googleTagManagerId} />
        ) : null}
        {gate.kind === 'not-found' ? <NotFoundContent /> : null}
        {gate.kind === 'maintenance' ? (
          <MaintenancePage
            logo={{
              light: gate.config.LOGO.LIGHT,
              dark: gate.config.LOGO.DARK,
              name: gate.config.NAME,
            }}
          />
        ) : null}
      </ThemeProvider>
    </IntlProvider>
  );
}
