import { useSearchParams } from 'react-router';

/**
 * The tab a page shows, kept in `?tab=` so that a reload or a shared link opens it: the
 * first of `tabs` is the default and leaves the parameter out.
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((value) => value === asked) ?? tabs[0];
  const select = (next: T) => {
    const copy = new URLSearchParams(params);
    if (next === tabs[0]) copy.delete('tab');
    else copy.set('tab', next);
    setParams(copy, { replace: true });
  };
  return [tab, select];
}
