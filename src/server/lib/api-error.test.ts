import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';

describe('ApiError', () => {
  it("carries one of the contract's codes, for which the web app has a text", () => {
    expect(new ApiError(409, 'court_full', 'The court is full').code).toBe('court_full');
    // @ts-expect-error: a code the contract does not list is refused when compiling
    expect(new ApiError(409, 'court_fool', 'No such code').code).toBe('court_fool');
  });
});
