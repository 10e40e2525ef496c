import type { ExternalToast } from 'sonner';

type Kind = 'message' | 'success' | 'error';

export interface NotifyOptions extends ExternalToast {
  kind?: Kind;
  /**
   * The action the toast is about, e.g. `POST /api/auth/sign-up` (an API call's, see
   * api-client.ts) or SIGN_IN_ACTION. The action's next toast replaces this one instead of piling
   * up under it, and the action's success takes it away: an error from a failed try does not
   * outlive the try that worked.
   */
  about?: string;
}

/** The action the 'Authentication Required' prompt is about: any sign-in answers it. */
export const SIGN_IN_ACTION = 'sign-in';

let wanted = false;
const listeners = new Set<() => void>();

/** For `ToasterSlot`: whether a toast was ever asked for, and a way to hear about it. */
export const toasterDemand = {
  get: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The latest toast asked for each action, by its number; settled actions are not here. */
const latestAbout = new Map<string, number>();
let asked = 0;

const toastId = (about: string) => `about:${about}`;

/**
 * Shows a toast. sonner and its Toaster load with the first toast, so they are not part of
 * the home page's initial JavaScript.
 */
export async function notify(title: string, options: NotifyOptions = {}) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const { kind = 'message', about, ...rest } = options;
  const number = ++asked;
  if (about) latestAbout.set(about, number);
  const [{ toast }, { toasterMounted }] = await Promise.all([
    import('sonner'),
    import('./toaster-host'),
  ]);
  await toasterMounted;
  // Settled (or asked again) while sonner was loading: this toast is stale before it shows.
  if (about && latestAbout.get(about) !== number) return;
  const shown = about ? { ...rest, id: toastId(about) } : rest;
  if (kind === 'success') dismissErrors(toast);
  if (kind === 'message') toast(title, shown);
  else if (kind === 'error') errorToasts.push(toast.error(title, shown));
  else toast[kind](title, shown);
}

/** Takes away the toast about `about`, if one is showing: the action has since succeeded. */
export function settleToast(about: string) {
  if (!latestAbout.delete(about)) return;
  void import('sonner').then(({ toast }) => toast.dismiss(toastId(about)));
}

/** Error toasts still showing: a success (or a sign-in) makes them stale. */
const errorToasts: (string | number)[] = [];

function dismissErrors(toast: { dismiss: (id: string | number) => void }) {
  for (const id of errorToasts.splice(0)) toast.dismiss(id);
}

/** Clears what an earlier failed try left on screen, e.g. after signing in. */
export async function dismissErrorToasts() {
  if (wanted) dismissErrors((await import('sonner')).toast);
}
