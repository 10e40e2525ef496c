import type { Language } from './constants';

/** A court's name in the reader's language: its English name where it has one. */
export function courtNameIn(
  language: Language,
  court: { name: string; nameEn?: string | null | undefined },
): string {
  return (language === 'en' && court.nameEn) || court.name;
}
