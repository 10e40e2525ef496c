import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { buildRealtimeDocument, REALTIME_DOCUMENT_PATH } from './realtime-document';

describe(`GET ${REALTIME_DOCUMENT_PATH}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers with the realtime AsyncAPI document, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: REALTIME_DOCUMENT_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json\b/);
    expect(response.json()).toEqual(buildRealtimeDocument());
  });

  it('is linked from the OpenAPI document, and not one of its paths', async () => {
    const openApi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      info: { description: string };
      externalDocs: { url: string };
      paths: Record<string, unknown>;
    };
    expect(openApi.externalDocs.url).toBe(REALTIME_DOCUMENT_PATH);
    expect(openApi.info.description).toContain(REALTIME_DOCUMENT_PATH);
    expect(Object.keys(openApi.paths)).not.toContain(REALTIME_DOCUMENT_PATH);
  });
});
