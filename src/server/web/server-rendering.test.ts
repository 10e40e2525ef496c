import { describe, expect, it, vi } from 'vitest';
import { injectedApi, withRenderedRoot } from './server-rendering';

const PAGE = '<html><head><title>T</title></head><body><div id="root"></div></body></html>';
const log = { error: vi.fn() } as unknown as Parameters<typeof withRenderedRoot>[2];

describe('withRenderedRoot', () => {
  it("puts the rendering into #root without React's leading title and hints", async () => {
    const html = await withRenderedRoot(
      PAGE,
      async () => ({
        html: '<link rel="preload" as="image" href="/a.svg"/><title>T</title><main>$& x</main>',
        state: { queries: [] },
      }),
      log,
    );
    expect(html).toContain('<div id="root"><main>$& x</main></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('puts the data beside it as JSON that no text in it can close', async () => {
    const state = { queries: [{ name: '</script><script>alert(1)</script>' }] };
    const html = await withRenderedRoot(PAGE, async () => ({ html: '<main></main>', state }), log);
    const block = html.match(/<script type="application\/json" id="query-state">(.*?)<\/script>/);
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? '')).toEqual(state);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('sends the empty page when rendering fails', async () => {
    const html = await withRenderedRoot(PAGE, () => Promise.reject(new Error('boom')), log);
    expect(html).toBe(PAGE);
    expect(log.error).toHaveBeenCalled();
  });
});

describe('injectedApi', () => {
  it('reads the API through Fastify and answers as fetch would', async () => {
    const inject = vi.fn(async () => ({ statusCode: 404, body: '{"error":{"code":"not_found"}}' }));
    const response = await injectedApi(inject)('/api/courts/x', {});
    expect(inject).toHaveBeenCalledWith({
      method: 'GET',
      url: '/api/courts/x',
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found' } });
  });

  it('refuses anything but a read of the API', async () => {
    const inject = vi.fn();
    const api = injectedApi(inject);
    await expect(api('/api/players', { method: 'POST' })).rejects.toThrow(/public data only/);
    await expect(api('/admin', {})).rejects.toThrow(/public data only/);
    expect(inject).not.toHaveBeenCalled();
  });
});
