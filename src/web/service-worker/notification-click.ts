/** A window of the app, as the service worker sees it (a WindowClient, as far as used here). */
export interface AppWindow {
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The worker's clients, as far as a tapped notification needs them. */
export interface AppWindows {
  matchAll(options: { type: 'window' }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Opens a tapped notification's page: in the app's window the user used last, brought to the
 * front, or in a new window when there is none. Only a window this worker controls can be sent
 * to another page (`navigate`), so only those count. Bringing one to the front needs the tap's
 * permission, which the browser may refuse (the tap is not recent enough, or was not a tap): the
 * window still goes to the page. If it cannot (it closed meanwhile), a new window opens.
 */
export async function openNotificationPage(clients: AppWindows, url: string): Promise<void> {
  const [open] = await clients.matchAll({ type: 'window' });
  if (open) {
    await open.focus().catch(() => undefined);
    const arrived = await open.navigate(url).then(
      () => true,
      () => false,
    );
    if (arrived) return;
  }
  await clients.openWindow(url);
}
