import type { PushPublicKey } from '#contract/push';
import { apiFetch, jsonBody } from './api-client';

/** Where this device stands with the app's notifications. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** The app's service worker; with `wait`, the one a built app registers after load (10 s at most). */
async function registration(wait: boolean): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return undefined;
  const current = await navigator.serviceWorker.getRegistration();
  if (current || !wait || !import.meta.env.PROD) return current;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 10_000)),
  ]);
}

export async function pushState(): Promise<PushState> {
  const worker = await registration(true);
  if (!worker || !('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await worker.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

function base64url(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  return btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * Asks the browser's permission (only ever after the user pressed the button that explains
 * why), subscribes this device with the server's key and stores it for the signed-in user.
 */
export async function turnOnPush(): Promise<PushState> {
  const worker = await registration(true);
  if (!worker) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const { publicKey } = await apiFetch<PushPublicKey>('/api/push/public-key', { auth: false });
  let subscription = await worker.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) would never be delivered.
  if (subscription && base64url(subscription.options.applicationServerKey) !== publicKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  await apiFetch<void>('/api/push/subscriptions', jsonBody(subscription.toJSON()));
  return 'on';
}

/** Stops this device's notifications: forgotten by the server (best effort), then unsubscribed. */
export async function turnOffPush(): Promise<void> {
  // Never waits: signing out must not hang on a worker that will not come.
  const subscription = await (await registration(false))?.pushManager.getSubscription();
  if (!subscription) return;
  await apiFetch<void>('/api/push/subscriptions', {
    ...jsonBody({ endpoint: subscription.endpoint }),
    method: 'DELETE',
  }).catch(() => undefined);
  await subscription.unsubscribe();
}
