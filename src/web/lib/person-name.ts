import type { PersonRef } from '#contract/people';
import type { TFunction } from './i18n/translate';

/** How someone a record names reads: their name, or 'Deleted user' once their account is gone. */
export function personName(t: TFunction, person: PersonRef): string {
  return person.id ? person.name : t('deleted_user');
}
