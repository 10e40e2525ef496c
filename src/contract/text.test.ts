import { describe, expect, it } from 'vitest';
import { multiLineText, oneLineText } from './text';

const oneLine = oneLineText().min(1, 'required').max(10, 'too_long');
const manyLines = multiLineText().max(10, 'too_long');

/** The stored text, or the first reason it is refused. */
function check(schema: typeof oneLine | typeof manyLines, text: string) {
  const result = schema.safeParse(text);
  return result.success ? { text: result.data } : { reason: result.error.issues[0]?.message };
}

/** Every C0 and C1 control character and DEL. */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  ...Array.from({ length: 0x21 }, (_, n) => 0x7f + n),
].map((code) => String.fromCharCode(code));

describe('oneLineText', () => {
  it('composes text (NFC) and trims it', () => {
    expect(check(oneLine, '  Rene\u0301e ')).toEqual({ text: 'Renée' });
    expect(check(oneLine, 'A\u030a')).toEqual({ text: 'Å' });
    expect(check(oneLine, 'Й')).toEqual({ text: 'Й' });
    expect(check(oneLine, '\u0418\u0306')).toEqual({ text: 'Й' });
  });

  it('counts the length of the composed text', () => {
    expect(check(oneLine, 'e\u0301'.repeat(10))).toEqual({ text: 'é'.repeat(10) });
    // U+0958 is excluded from composition: NFC spells it with two code units.
    expect(check(oneLine, '\u0958'.repeat(6))).toEqual({ reason: 'too_long' });
  });

  it('refuses line breaks of every kind inside the text', () => {
    for (const lineBreak of ['\n', '\r', '\r\n', '\v', '\f', '\u0085', '\u2028', '\u2029']) {
      expect(check(oneLine, `a${lineBreak}b`), JSON.stringify(lineBreak)).toEqual({
        reason: 'line_breaks',
      });
    }
  });

  it('refuses every other control character, TAB and NUL included', () => {
    for (const control of CONTROLS.filter((c) => !'\n\r\v\f\u0085'.includes(c))) {
      expect(check(oneLine, `a${control}b`), JSON.stringify(control)).toEqual({
        reason: 'control_characters',
      });
    }
  });

  it('refuses a surrogate without its pair, and keeps a pair', () => {
    expect(check(oneLine, 'a\ud83c')).toEqual({ reason: 'control_characters' });
    expect(check(oneLine, '\udfbeb')).toEqual({ reason: 'control_characters' });
    expect(check(oneLine, 'a🎾b')).toEqual({ text: 'a🎾b' });
  });

  it('trims line breaks and tabs at the ends rather than refusing them', () => {
    expect(check(oneLine, '\n\tИван\r\n')).toEqual({ text: 'Иван' });
  });

  it('names the character problem before the length', () => {
    expect(check(oneLine, '\u0000'.repeat(20))).toEqual({ reason: 'control_characters' });
    expect(check(oneLine, '   ')).toEqual({ reason: 'required' });
  });

  it('keeps the characters people write: letters, marks, emoji, joiners', () => {
    for (const text of ['Мария-Анна', "O'Brien", 'José Ñ', '👩‍👩‍👧', 'a\u00a0b', 'a\u200db']) {
      expect(check(oneLine, text)).toEqual({ text });
    }
  });
});

describe('multiLineText', () => {
  it('keeps line feeds and tabs, and stores CRLF and CR as LF', () => {
    expect(check(manyLines, 'a\n\tb')).toEqual({ text: 'a\n\tb' });
    expect(check(manyLines, 'a\r\nb\rc')).toEqual({ text: 'a\nb\nc' });
    expect(check(manyLines, 'a\u2028b')).toEqual({ text: 'a\u2028b' });
  });

  it('composes text (NFC) and trims it', () => {
    expect(check(manyLines, '\n Cafe\u0301 \n')).toEqual({ text: 'Café' });
  });

  it('refuses every control character but LF, TAB and CR', () => {
    for (const control of CONTROLS.filter((c) => !'\n\t\r'.includes(c))) {
      expect(check(manyLines, `a${control}b`), JSON.stringify(control)).toEqual({
        reason: 'control_characters',
      });
    }
  });

  it('refuses a surrogate without its pair', () => {
    expect(check(manyLines, 'a\ud83c')).toEqual({ reason: 'control_characters' });
  });
});
