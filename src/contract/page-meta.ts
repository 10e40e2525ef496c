import type { Language } from './constants';
import { courtNameIn } from './court-name';

/**
 * The title and description of a page, for the browser tab, search engines and link previews.
 * The server writes them into the HTML it sends for a page; the web app sets the same ones
 * when it shows the page.
 */
export interface PageMeta {
  title: string;
  description: string;
}

export const PRODUCT_NAME: Record<Language, string> = { bg: 'Тенис София', en: 'Tennis Sofia' };

const DESCRIPTION: Record<Language, string> = {
  bg: 'Намерете партньор за тенис и корт в София: играчи по ниво и квартал, свободни часове, резервации и чат.',
  en: 'Find a tennis partner and a court in Sofia: players by level and district, free times, bookings and chat.',
};

export function defaultPageMeta(language: Language): PageMeta {
  return { title: PRODUCT_NAME[language], description: DESCRIPTION[language] };
}

function money(value: number, language: Language) {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

export function courtPageMeta(
  court: { name: string; nameEn: string | null; address: string; pricePerHour: number },
  language: Language,
): PageMeta {
  const name = courtNameIn(language, court);
  const price = money(court.pricePerHour, language);
  return {
    title: `${name} · ${PRODUCT_NAME[language]}`,
    description:
      language === 'bg'
        ? `${name}, ${court.address}: ${price} лв на час. Вижте свободните часове и резервирайте в ${PRODUCT_NAME.bg}.`
        : `${name}, ${court.address}: ${price} лв per hour. See the free times and book on ${PRODUCT_NAME.en}.`,
  };
}

export function playerPageMeta(
  player: { name: string; gamesPlayed: number },
  language: Language,
): PageMeta {
  const games = new Intl.NumberFormat(language).format(player.gamesPlayed);
  const one = player.gamesPlayed === 1;
  return {
    title: `${player.name} · ${PRODUCT_NAME[language]}`,
    description:
      language === 'bg'
        ? `${player.name} играе тенис в София (${games} ${one ? 'изигран мач' : 'изиграни мача'}). Изпратете покана за игра в ${PRODUCT_NAME.bg}.`
        : `${player.name} plays tennis in Sofia (${games} ${one ? 'game' : 'games'} played). Invite them to play on ${PRODUCT_NAME.en}.`,
  };
}
