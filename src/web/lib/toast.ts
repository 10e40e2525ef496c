import type { ExternalToast } from 'sonner';

type Kind = 'message' | 'success' | 'error';

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

/**
 * Shows a toast. sonner and its Toaster load with the first toast, so they are not part of
 * the home page's initial JavaScript.
 */
export async function notify(title: string, options: ExternalToast & { kind?: Kind } = {}) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }, { toasterMounted }] = await Promise.all([
    import('sonner'),
    import('./toaster-host'),
  ]);
  await toasterMounted;
  const { kind = 'message', ...rest } = options;
  if (kind === 'success') dismissErrors(toast);
  if (kind === 'message') toast(title, rest);
  else if (kind === 'error') errorToasts.push(toast.error(title, rest));
  else toast[kind](title, rest);
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
