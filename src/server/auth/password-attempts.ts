import type { RateLimiter } from '#server/rate-limits/rate-limiter';
import { RATE_RULES } from '#server/rate-limits/rate-rules';
import { verifyPassword } from './passwords';

export interface PasswordAttempt {
  /** The account's address: the key its guesses are counted under. */
  email: string;
  ip: string;
  password: string;
  /** The account's stored hash; undefined for an address without an account. */
  passwordHash: string | undefined;
}

/**
 * Checks a password typed for an account, at sign-in or on the account's own pages, as one
 * guess: failures count per account and address, per address across accounts, and per account
 * from anywhere; the last stops only addresses that have failed for the account, so a
 * stranger's guesses never lock the owner out (rules in rate-limits/rate-rules.ts). Every page
 * counts against the same buckets, so asking for the password in more places gives a guesser
 * no more tries. A right password takes its count back and forgets the address's failures for
 * the account. Throws 429 rate_limited while over a limit; otherwise whether it was right.
 */
export async function checkPasswordAttempt(
  limiter: RateLimiter,
  attempt: PasswordAttempt,
): Promise<boolean> {
  const fromHere = {
    rule: RATE_RULES.signInPerEmailAndAddress,
    key: `${attempt.email}|${attempt.ip}`,
  };
  const failedHere = (await limiter.count(fromHere)) > 0;
  const hit = await limiter.hit([
    fromHere,
    { rule: RATE_RULES.signInPerAddress, key: attempt.ip },
    { rule: RATE_RULES.signInPerAccount, key: attempt.email, enforce: failedHere },
  ]);
  if (!(await verifyPassword(attempt.passwordHash, attempt.password)) || !attempt.passwordHash) {
    return false;
  }
  await limiter.undo(hit);
  await limiter.reset(fromHere);
  return true;
}
