import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { showErrorToast, showSuccessToast } from '../../components/toasts';

/**
 * Shares the page through the device's share sheet (Web Share API); where there is none,
 * copies the link and says so.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const intl = useIntl();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is no failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showSuccessToast(intl.formatMessage({ id: 'events.share.copied' }));
    } catch {
      showErrorToast(intl.formatMessage({ id: 'events.share.failed' }, { url }));
    }
  };
  return (
    <Button variant="white" onClick={() => void share()} data-testid="event-share">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M13 4a3 3 0 1 1 .8 2l-5.9 3a3 3 0 0 1 0 2l5.9 3a3 3 0 1 1-.7 1.3l-6-3a3 3 0 1 1 0-4.6l6-3A3 3 0 0 1 13 4Z" />
      </svg>
      {intl.formatMessage({ id: 'events.share' })}
    </Button>
  );
}
