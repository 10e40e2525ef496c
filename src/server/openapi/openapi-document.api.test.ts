import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describedByTheDocument } from '#test/support/openapi-conformance';
import { createTestApp, type TestApp } from '#test/support/test-app';
import packageJson from '../../../package.json' with { type: 'json' };
import { API_DOCS_PATH, OPENAPI_PATH } from './openapi-plugin';
import { buildRealtimeDocument, REALTIME_DOCUMENT_PATH } from './realtime-document';

let t: TestApp;
let document: {
  openapi: string;
  info: { version: string; description: string };
  externalDocs: { url: string };
  paths: Record<string, Record<string, { operationId: string }>>;
};
let documentText: string;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  documentText = response.body;
  document = JSON.parse(documentText);
});

afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 at the version of the app', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(packageJson.version);
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: documentText,
      absoluteRef: OPENAPI_PATH,
      config,
    });
    const found = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
    );
    expect(found).toEqual([]);
  });

  it('holds every API route of the app, and nothing else', () => {
    const inApp = t.app
      .routeList()
      .filter(
        (route) =>
          describedByTheDocument(route.method, route.url) &&
          route.method !== 'HEAD' &&
          !route.websocket,
      )
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const inDocument = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(inDocument).toEqual(inApp);
  });

  it('is made once, and served again as made', async () => {
    const again = await t.app.inject({ url: OPENAPI_PATH });
    expect(again.body).toBe(documentText);
  });
});

describe('the API reference', () => {
  it('is a page of its own, under the app Content-Security-Policy', async () => {
    const page = await t.app.inject({ url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.body).not.toMatch(/<script>[^<]/);
    const scripts = [...page.body.matchAll(/src="([^"]+)"/g)].map((found) => found[1] ?? '');
    expect(scripts).toEqual([
      `${API_DOCS_PATH}/assets/swagger-ui-bundle.js`,
      `${API_DOCS_PATH}/initializer.js`,
    ]);
    for (const script of scripts) {
      const answer = await t.app.inject({ url: script });
      expect(answer.statusCode, script).toBe(200);
      expect(answer.headers['content-type'], script).toMatch(/javascript/);
    }
    // Only what the page loads: not the rest of the package.
    const other = await t.app.inject({ url: `${API_DOCS_PATH}/assets/package.json` });
    expect(other.statusCode).toBe(404);
  });
});

describe(`the socket's document at ${REALTIME_DOCUMENT_PATH}`, () => {
  it('answers with the realtime AsyncAPI document, to anyone', async () => {
    const response = await t.app.inject({ url: REALTIME_DOCUMENT_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json\b/);
    expect(response.json()).toEqual(buildRealtimeDocument());
  });

  it('is linked from the OpenAPI document, and not one of its paths', () => {
    expect(document.externalDocs.url).toBe(REALTIME_DOCUMENT_PATH);
    expect(document.info.description).toContain(REALTIME_DOCUMENT_PATH);
    expect(Object.keys(document.paths)).not.toContain(REALTIME_DOCUMENT_PATH);
  });
});
