import { useEffect } from 'react';

/**
 * Marks the document once hydration has committed (`<html data-hydrated>`). Hydration runs
 * as a transition, in slices, so React's root is attached well before the page is live:
 * the browser suite waits for this mark before it touches the page.
 */
export function HydrationMark(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
