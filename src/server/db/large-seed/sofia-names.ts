import type { OpeningHours } from '../../../contract/courts';

/** Names and places of Sofia for the large seed: first and last names in both alphabets. */

export const FIRST_BG =
  'Мария Георги Елена Иван Десислава Николай Петър Александра Димитър Виктория Стефан Анна Христо Радослав Цветелина Борис Йордан Кристина Тодор Галина'.split(
    ' ',
  );
export const LAST_BG =
  'Петрова Димитров Николова Тодоров Стоянова Георгиев Иванов Костова Попов Христова Ангелов Маринова Колев Василева Йорданов Петков Илиева Стефанов Добрева Кирилов'.split(
    ' ',
  );
export const FIRST_EN =
  'Maria Georgi Elena Ivan Peter Alexandra Dimitar Victoria Stefan Anna Hristo Boris Kristina Todor Martin Simona Nikola Yana Kaloyan Teodora'.split(
    ' ',
  );
export const LAST_EN =
  'Petrova Dimitrov Nikolova Todorov Stoyanova Georgiev Ivanov Kostova Popov Hristova Angelov Marinova Kolev Vasileva Yordanov Petkov Ilieva Stefanov Dobreva Kirilov'.split(
    ' ',
  );
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
