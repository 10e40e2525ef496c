import { afterAll, afterEach } from 'vitest';
import { takeViolations } from './openapi-conformance';

/** Fails the test (or the file, for what its hooks received) that got a response the document does not allow. */
function failOnViolations() {
  const found = takeViolations();
  if (found.length > 0) {
    throw new Error(`Responses that do not conform to /api/openapi.json:\n- ${found.join('\n- ')}`);
  }
}

afterEach(failOnViolations);
afterAll(failOnViolations);
