import { useSearchParams } from 'react-router';

/**
 * The selected tab kept in the address (`?tab=past`), so a reload or a shared link opens the
 * same tab; the first tab is the default and leaves the address clean.
 * `const [tab, selectTab] = useTabParam(['upcoming', 'past'] as const);`
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((candidate) => candidate === asked) ?? tabs[0];
  const select = (next: T) => {
    const copy = new URLSearchParams(params);
    if (next === tabs[0]) copy.delete('tab');
    else copy.set('tab', next);
    setParams(copy, { replace: true });
  };
  return [tab, select];
}
