import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../components/link';
import { isTierLocked, moduleOfPath, TierLockPage } from '../components/tier-lock';
import { useOrganizationConfig } from './config-context';
import { stripLocale } from '../i18n/locale-path';
import { saveAuthRedirect } from '../lib/auth-redirect';
import { useHydrated } from '../lib/use-hydrated';
import { icons, SystemFrame } from '../routes/system/system-frame';
import { problemOf } from './problem';
import { useSession } from './session';

const primary =
  'inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const plain =
  'inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-5 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/20 dark:bg-night-raised dark:text-gray-100 dark:hover:bg-white/10';

/** True when this tab has an earlier page to go back to (of this visit or before it). */
function canGoBack(): boolean {
  return window.history.length > 1;
}

/**
 * A page that could not be shown (a failed read: 401, 403 and 453–463, 404, or anything
 * else): what happened in the reader's language and the ways out — back, the home page,
 * and sign in for a signed-out visitor. Inside the app layout; areas may render it for a
 * query's error (`<ProblemPage error={query.error} />`) or throw the error to the route.
 */
export function ProblemPage({ error }: { error: unknown }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const config = useOrganizationConfig();
  const hydrated = useHydrated();
  const { authenticated } = useSession();
  const problem = problemOf(error);
  const signIn = hydrated && !authenticated;
  const back = hydrated && canGoBack();
  // A module locked behind a membership tier (457/458, decision 0041) says what unlocks it.
  const lockedModule = isTierLocked(problem.status)
    ? moduleOfPath(stripLocale(location.pathname, config))
    : undefined;
  if (lockedModule) return <TierLockPage type="module" resourceId={lockedModule} />;
  return (
    <div data-testid="problem" data-kind={problem.kind} data-status={problem.status}>
      <SystemFrame
        landmark={false}
        icon={problem.kind === 'not-found' ? icons.compass : icons.lock}
        title={intl.formatMessage({ id: problem.title })}
      >
        <p>{intl.formatMessage({ id: problem.body })}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          {signIn ? (
            <Link
              to="/auth/sign-in"
              className={primary}
              onClick={() =>
                saveAuthRedirect(`${stripLocale(location.pathname, config)}${location.search}`)
              }
            >
              {intl.formatMessage({ id: 'problem.signIn' })}
            </Link>
          ) : null}
          {back ? (
            <button type="button" className={plain} onClick={() => void navigate(-1)}>
              {intl.formatMessage({ id: 'problem.back' })}
            </button>
          ) : null}
          <Link to="/" className={signIn ? plain : primary}>
            {intl.formatMessage({ id: 'problem.home' })}
          </Link>
        </div>
      </SystemFrame>
    </div>
  );
}
