/** Storage that never throws (private mode, disabled storage, the server). */
function area(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export const local = {
  get: (key: string) => area('localStorage')?.getItem(key) ?? null,
  set: (key: string, value: string) => {
    try {
      area('localStorage')?.setItem(key, value);
    } catch (error) {
      console.warn('Could not write local storage', error);
    }
  },
  remove: (key: string) => area('localStorage')?.removeItem(key),
  clear: () => area('localStorage')?.clear(),
};

export const session = {
  get: (key: string) => area('sessionStorage')?.getItem(key) ?? null,
  set: (key: string, value: string) => {
    try {
      area('sessionStorage')?.setItem(key, value);
    } catch (error) {
      console.warn('Could not write session storage', error);
    }
  },
  remove: (key: string) => area('sessionStorage')?.removeItem(key),
};

/** Key names are built from the organization id with non-alphanumerics removed. */
export function organizationKey(organizationId: string, name: string): string {
  return `${organizationId.replace(/[^a-zA-Z0-9]/g, '')}_${name}`;
}
