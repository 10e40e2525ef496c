import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. No tailwind-merge (decision 002): components put their overridable
 * utilities last and callers do not pass conflicting ones.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
