import type { PersonRef } from '#contract/people';
import type { TFunction } from '#web/lib/i18n/translate';

/** A group's other members as one phrase of the language: 'Мария, Иван и Петър'. */
export function groupName(t: TFunction, members: PersonRef[], language: string): string {
  if (members.length === 0) return t('chat_group_only_you');
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
    members.map((member) => member.name),
  );
}
