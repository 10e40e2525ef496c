import { useEffect } from 'react';
import { useSession } from './session';

/** What a visitor was doing when sign-in was asked for; it continues once they are in. */
export type PendingAction =
  | { kind: 'connect'; id: string; name: string }
  | { kind: 'book'; id: string; date?: string; time?: string; hours?: number }
  | { kind: 'claim'; id: string }
  | { kind: 'post-request' }
  | { kind: 'message'; id: string; name: string; requestId: string }
  | { kind: 'join'; id: string };

const KEY = 'pending-action';
/** A sign-in or an e-mail confirmation takes minutes; an older wish is forgotten. */
const FRESH_MS = 30 * 60_000;

interface Stored {
  returnTo: string;
  action?: PendingAction;
  at: number;
}

function read(): Stored | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    return stored && Date.now() - stored.at < FRESH_MS ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers where to come back to after signing in, and what to do there. */
export function rememberPendingAction(returnTo: string, action?: PendingAction) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ returnTo, action, at: Date.now() }));
  } catch {
    // Storage off: after signing in the user starts from the home page.
  }
}

/** Where to go after signing in: the page the visitor left (this site's only), else home. */
export function returnPath(): string {
  const path = read()?.returnTo ?? '/';
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

/**
 * For a signed-in user, runs the remembered action once, if it is of `kind` and `matches`
 * (the card of that court, the page of that player).
 */
export function useContinueAction<K extends PendingAction['kind']>(
  kind: K,
  run: (action: Extract<PendingAction, { kind: K }>) => void,
  matches: (action: Extract<PendingAction, { kind: K }>) => boolean = () => true,
) {
  const { user } = useSession();
  // Once per sign-in: `run` and `matches` are new functions on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const action = user && read()?.action;
    if (!action || action.kind !== kind) return;
    const mine = action as Extract<PendingAction, { kind: K }>;
    if (!matches(mine)) return;
    localStorage.removeItem(KEY);
    run(mine);
  }, [user, kind]);
}
