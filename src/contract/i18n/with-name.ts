import type { Language } from '#contract/constants';

/**
 * A word heard as starting with с or з: Cyrillic с, з, or Latin s, z (not sh, zh, which are
 * ш and ж). Bulgarian says 'със' before it, so the two s sounds do not run together.
 */
const S_OR_Z_SOUND = /^(?:[сз]|[sz](?!h))/iu;

/**
 * A name (or any word) after the language's 'with': 'with Maria'; in Bulgarian 'с Мария', but
 * 'със Стефан', 'със Златка', 'със Sofia'. Dictionaries ask for it as `{{name, with}}`.
 */
export function withName(language: Language, name: string): string {
  if (language === 'en') return `with ${name}`;
  return `${S_OR_Z_SOUND.test(name.trimStart()) ? 'със' : 'с'} ${name}`;
}
