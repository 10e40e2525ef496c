import bg from '#locales/bg/pages.json';
import en from '#locales/en/pages.json';
import { formatCalendarDate } from './calendar-date';
import type { Language } from './constants';
import { courtNameIn } from './court-name';
import { formatEuro } from './i18n/format-money';
import { type KeyedTFunction, type TextKey, translate } from './i18n/translate';

/**
 * The title and description of a page, for the browser tab, search engines and link previews.
 * The server writes them into the HTML it sends for a page; the web app sets the same ones
 * when it shows the page.
 */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * The pages' texts: a dictionary of their own, beside the web app's, since the server writes them
 * as well and the app needs them before its own dictionary has loaded.
 */
const DICTIONARIES: Record<Language, Record<keyof typeof bg, string>> = { bg, en };

export const PRODUCT_NAME: Record<Language, string> = {
  bg: bg.product_name,
  en: en.product_name,
};

function pageTexts(language: Language): KeyedTFunction<TextKey<typeof bg>> {
  const product = PRODUCT_NAME[language];
  return (key, options) =>
    translate(DICTIONARIES[language], language, key, { product, ...options });
}

export function defaultPageMeta(language: Language): PageMeta {
  return { title: PRODUCT_NAME[language], description: pageTexts(language)('page_description') };
}

export function courtPageMeta(
  court: { name: string; nameEn: string | null; address: string; pricePerHour: number },
  language: Language,
): PageMeta {
  const t = pageTexts(language);
  const name = courtNameIn(language, court);
  return {
    title: t('page_title', { name }),
    description: t('court_page_description', {
      name,
      address: court.address,
      price: formatEuro(court.pricePerHour, language),
    }),
  };
}

export function playerPageMeta(
  player: { name: string; gamesPlayed: number },
  language: Language,
): PageMeta {
  const t = pageTexts(language);
  return {
    title: t('page_title', { name: player.name }),
    description: t('player_page_description', { name: player.name, count: player.gamesPlayed }),
  };
}

export function openMatchPageMeta(
  game: {
    format: 'singles' | 'doubles';
    organizer: { name: string };
    date: string;
    startTime: string;
    endTime: string;
    spotsLeft: number;
    court: { name: string; nameEn: string | null } | null;
  },
  language: Language,
): PageMeta {
  const t = pageTexts(language);
  const facts = {
    format: t(`page_format_${game.format}`),
    name: game.organizer.name,
    date: formatCalendarDate(game.date, language),
    time: `${game.startTime}–${game.endTime}`,
  };
  const place = game.court ? courtNameIn(language, game.court) : '';
  return {
    title: t('page_title', { name: t('open_match_page_title', facts) }),
    description: t(place ? 'open_match_page_description_at' : 'open_match_page_description', {
      ...facts,
      place,
      count: game.spotsLeft,
    }),
  };
}
