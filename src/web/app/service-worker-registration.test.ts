import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '#test/support/web/render-with-app';
import { registerServiceWorker } from './service-worker-registration';

const notify = vi.hoisted(() => vi.fn());
vi.mock('#web/lib/toast', () => ({ notify }));

class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  /** The browser found a new version and installs it. */
  finds(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
  /** It installed: it waits for the pages of the old one. */
  installed(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.becomes('installed');
  }
}

class FakeContainer extends EventTarget {
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
  constructor(public controller: FakeWorker | null) {
    super();
  }
  /** The new worker took over this page (clients.claim after it activated). */
  takenOverBy(worker: FakeWorker) {
    this.registration.waiting = null;
    this.registration.active = worker;
    worker.becomes('activated');
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setUp(controller: FakeWorker | null) {
  const container = new FakeContainer(controller);
  const reload = vi.fn();
  const register = () =>
    registerServiceWorker(testI18n('en'), container as unknown as ServiceWorkerContainer, reload);
  return { container, registration: container.registration, reload, register };
}

/** The offer on screen: its text and its button. */
function offered() {
  expect(notify).toHaveBeenCalled();
  const [title, options] = notify.mock.lastCall as [
    string,
    { action: { label: string; onClick: () => void } },
  ];
  return { title, button: options.action.label, accept: () => options.action.onClick() };
}

beforeEach(() => notify.mockClear());

describe('registerServiceWorker', () => {
  it('lets the first version take over the page without an offer or a reload', async () => {
    const { container, registration, reload, register } = setUp(null);
    await register();
    const first = new FakeWorker('installing');
    registration.finds(first);
    registration.installed(first);
    container.takenOverBy(first);
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    expect(notify).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new version once it is installed, and reloads only when the user accepts', async () => {
    const { container, registration, reload, register } = setUp(new FakeWorker('activated'));
    await register();
    const next = new FakeWorker('installing');
    registration.finds(next);
    expect(notify).not.toHaveBeenCalled();
    registration.installed(next);
    const offer = offered();
    expect(offer).toMatchObject({ title: 'A new version of the app is ready.', button: 'Reload' });
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    offer.accept();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.takenOverBy(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version the browser was installing or had installed before the app registered', async () => {
    const installing = setUp(new FakeWorker('activated'));
    const early = new FakeWorker('installing');
    installing.registration.installing = early;
    await installing.register();
    installing.registration.installed(early);
    expect(offered().title).toBe('A new version of the app is ready.');

    notify.mockClear();
    const waiting = setUp(new FakeWorker('activated'));
    waiting.registration.waiting = new FakeWorker('installed');
    await waiting.register();
    offered().accept();
    expect(waiting.registration.waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('just reloads when another tab let the offered version in already', async () => {
    const { container, registration, reload, register } = setUp(new FakeWorker('activated'));
    const next = new FakeWorker('installed');
    registration.waiting = next;
    await register();
    const offer = offered();

    // Accepted in another tab: the new version takes this page over too, unasked.
    container.takenOverBy(next);
    expect(reload).not.toHaveBeenCalled();
    offer.accept();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(next.postMessage).not.toHaveBeenCalled();
  });

  it('stops listening when asked', async () => {
    const { container, registration, reload, register } = setUp(new FakeWorker('activated'));
    const stop = await register();
    stop();
    const next = new FakeWorker('installing');
    registration.finds(next);
    registration.installed(next);
    container.takenOverBy(next);
    expect(notify).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
