import type { OpeningHours } from '#contract/courts';

/**
 * Names and places of Sofia for the large seed. Names come as pairs, Cyrillic and Latin, the
 * commonest first: a player's first name fits their gender, and a surname takes its feminine
 * form (Петров → Петрова), as in Bulgarian.
 */

type NamePair = readonly [bg: string, en: string];

const pairs = (bg: string, en: string): NamePair[] => {
  const bgNames = bg.split(' ');
  const enNames = en.split(' ');
  if (bgNames.length !== enNames.length) throw new Error('Each name needs its Latin form.');
  return bgNames.map((name, i) => [name, enNames[i] ?? name]);
};

export const FEMALE_FIRST_NAMES = pairs(
  'Мария Елена Иванка Виктория Александра Гергана Десислава Даниела Никол Габриела Петя Надежда Цветелина Кристина Теодора Анна Галина Росица Симона Радостина Снежана Ивана Силвия Валентина Екатерина Яна Деница Михаела Калина Божидара Антония Стефани Поля Весела Лилия Мартина Зорница Боряна Ралица Биляна Християна Катерина Емилия Вяра Невена Йоана Магдалена Диана Владислава Веселина',
  'Maria Elena Ivanka Viktoria Aleksandra Gergana Desislava Daniela Nikol Gabriela Petya Nadezhda Tsvetelina Kristina Teodora Anna Galina Rositsa Simona Radostina Snezhana Ivana Silvia Valentina Ekaterina Yana Denitsa Mihaela Kalina Bozhidara Antonia Stefani Polya Vesela Liliya Martina Zornitsa Boryana Ralitsa Bilyana Hristiyana Katerina Emilia Vyara Nevena Yoana Magdalena Diana Vladislava Veselina',
);

export const MALE_FIRST_NAMES = pairs(
  'Георги Иван Димитър Николай Петър Христо Стефан Йордан Тодор Александър Мартин Борис Калоян Виктор Никола Васил Атанас Емил Радослав Кирил Любомир Пламен Стоян Красимир Владимир Симеон Даниел Валентин Ангел Михаил Илия Цветан Бойко Венцислав Асен Огнян Светослав Теодор Здравко Румен Добромир Момчил Преслав Живко Камен Ивайло Явор Филип Самуил Благой',
  'Georgi Ivan Dimitar Nikolay Petar Hristo Stefan Yordan Todor Aleksandar Martin Boris Kaloyan Viktor Nikola Vasil Atanas Emil Radoslav Kiril Lyubomir Plamen Stoyan Krasimir Vladimir Simeon Daniel Valentin Angel Mihail Iliya Tsvetan Boyko Ventsislav Asen Ognyan Svetoslav Teodor Zdravko Rumen Dobromir Momchil Preslav Zhivko Kamen Ivaylo Yavor Filip Samuil Blagoy',
);

/** Surnames in their masculine form. */
export const SURNAMES = pairs(
  'Иванов Георгиев Димитров Петров Николов Христов Стоянов Тодоров Илиев Василев Атанасов Петков Ангелов Колев Йорданов Маринов Стефанов Попов Михайлов Кръстев Костов Димов Павлов Митев Симеонов Цветков Александров Марков Спасов Лазаров Добрев Младенов Ненов Кирилов Славов Стойчев Райков Панайотов Борисов Енчев Янков Желев Русев Вълчев Цонев Генов Пенев Донев Калчев Радев Станчев Ганчев Бонев Григоров Кузманов Хаджиев Андонов Велев Трифонов Гочев Начев Миланов Благоев Манолов Милев Тонев Дончев Кацаров Чолаков Златев Йотов Шишков Арнаудов Богданов Влахов Дойчинов Игнатов Кочев Лалев Мутафчиев Неделчев Орешков Пейчев Рачев Савов Тасев Узунов Филипов Цанков Чавдаров Шопов Янев Каменов Соколов Ковачев Маджаров Славейков Бърдарски Раковски Стамболийски Заимов Бакалов Гешев',
  'Ivanov Georgiev Dimitrov Petrov Nikolov Hristov Stoyanov Todorov Iliev Vasilev Atanasov Petkov Angelov Kolev Yordanov Marinov Stefanov Popov Mihaylov Krastev Kostov Dimov Pavlov Mitev Simeonov Tsvetkov Aleksandrov Markov Spasov Lazarov Dobrev Mladenov Nenov Kirilov Slavov Stoychev Raykov Panayotov Borisov Enchev Yankov Zhelev Rusev Valchev Tsonev Genov Penev Donev Kalchev Radev Stanchev Ganchev Bonev Grigorov Kuzmanov Hadzhiev Andonov Velev Trifonov Gochev Nachev Milanov Blagoev Manolov Milev Tonev Donchev Katsarov Cholakov Zlatev Yotov Shishkov Arnaudov Bogdanov Vlahov Doychinov Ignatov Kochev Lalev Mutafchiev Nedelchev Oreshkov Peychev Rachev Savov Tasev Uzunov Filipov Tsankov Chavdarov Shopov Yanev Kamenov Sokolov Kovachev Madzharov Slaveykov Bardarski Rakovski Stamboliyski Zaimov Bakalov Geshev',
);

/** A surname's feminine form: Петров → Петрова, Раковски → Раковска, Rakovski → Rakovska. */
export function feminineSurname(surname: string): string {
  if (/(ски|ski)$/.test(surname)) return surname.replace(/и$/, 'а').replace(/i$/, 'a');
  return /[а-я]$/.test(surname) ? `${surname}а` : `${surname}a`;
}

export const PLACES = [
  ['Витоша', 'Vitosha'],
  ['Лозенец', 'Lozenets'],
  ['Младост', 'Mladost'],
  ['Изгрев', 'Izgrev'],
  ['Борово', 'Borovo'],
  ['Драгалевци', 'Dragalevtsi'],
  ['Бояна', 'Boyana'],
  ['Овча купел', 'Ovcha Kupel'],
  ['Студентски град', 'Studentski Grad'],
  ['Красно село', 'Krasno Selo'],
  ['Южен парк', 'South Park'],
  ['Борисова градина', 'Borisova Garden'],
];
export const KINDS = [
  ['Тенис клуб', 'Tennis Club'],
  ['Тенис център', 'Tennis Centre'],
  ['Кортове', 'Courts'],
  ['Тенис комплекс', 'Tennis Complex'],
];

const week = (open: string, close: string, weekend?: [string, string]): OpeningHours => ({
  mon: { open, close },
  tue: { open, close },
  wed: { open, close },
  thu: { open, close },
  fri: { open, close },
  ...(weekend
    ? { sat: { open: weekend[0], close: weekend[1] }, sun: { open: weekend[0], close: weekend[1] } }
    : {}),
});
export const HOURS: OpeningHours[] = [
  week('07:00', '22:00', ['08:00', '20:00']),
  week('08:00', '21:00'),
  week('14:00', '23:00', ['10:00', '18:00']),
  week('06:30', '11:30', ['09:00', '13:00']),
];
