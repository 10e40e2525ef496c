import { describe, expect, it } from 'vitest';
import bgPages from '#locales/bg/pages.json';
import bgServer from '#locales/bg/server.json';
import bgTranslation from '#locales/bg/translation.json';
import { translate } from './translate';
import { withName } from './with-name';

describe('withName', () => {
  it("says 'със' before a с or з sound, in either alphabet and either case", () => {
    expect(withName('bg', 'Стефан Колев')).toBe('със Стефан Колев');
    expect(withName('bg', 'стефан')).toBe('със стефан');
    expect(withName('bg', 'Златка')).toBe('със Златка');
    expect(withName('bg', 'Sofia')).toBe('със Sofia');
    expect(withName('bg', 'zlatan')).toBe('със zlatan');
    expect(withName('bg', 'stefan@demo.example.com')).toBe('със stefan@demo.example.com');
  });

  it("says 'с' before any other sound, Latin sh and zh among them", () => {
    expect(withName('bg', 'Мария Петрова')).toBe('с Мария Петрова');
    expect(withName('bg', 'Шопов')).toBe('с Шопов');
    expect(withName('bg', 'Shopov')).toBe('с Shopov');
    expect(withName('bg', 'Zhivko')).toBe('с Zhivko');
    expect(withName('bg', 'Цветан')).toBe('с Цветан');
    expect(withName('bg', 'Anna')).toBe('с Anna');
  });

  it("is 'with' in English, whatever the name", () => {
    expect(withName('en', 'Stefan')).toBe('with Stefan');
  });

  it('fills `{{name, with}}` in a text', () => {
    const texts = { chat: 'Чат {{name, with}}' };
    expect(translate(texts, 'bg', 'chat', { name: 'Стефан' })).toBe('Чат със Стефан');
    expect(translate(texts, 'bg', 'chat', { name: 'Мария' })).toBe('Чат с Мария');
  });

  it('is how every Bulgarian text puts a name after с', () => {
    for (const dictionary of [bgTranslation, bgServer, bgPages]) {
      for (const [key, text] of Object.entries(dictionary)) {
        expect(text, key).not.toMatch(/(?<!\p{L})(?:с|със) \{\{/iu);
      }
    }
  });
});
