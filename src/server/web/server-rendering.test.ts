import { describe, expect, it, vi } from 'vitest';
import { withRenderedRoot } from './server-rendering';

const PAGE = '<html><head><title>T</title></head><body><div id="root"></div></body></html>';
const log = { error: vi.fn() } as unknown as Parameters<typeof withRenderedRoot>[2];

describe('withRenderedRoot', () => {
  it("puts the rendering into #root without React's leading title and hints", async () => {
    const html = await withRenderedRoot(
      PAGE,
      async () => '<link rel="preload" as="image" href="/a.svg"/><title>T</title><main>$& x</main>',
      log,
    );
    expect(html).toContain('<div id="root"><main>$& x</main></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('sends the empty page when rendering fails', async () => {
    const html = await withRenderedRoot(PAGE, () => Promise.reject(new Error('boom')), log);
    expect(html).toBe(PAGE);
    expect(log.error).toHaveBeenCalled();
  });
});
