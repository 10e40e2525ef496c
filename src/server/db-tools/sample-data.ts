import type { OpeningHours, WinterCover } from '#contract/courts';
import type {
  Amenity,
  Availability,
  CourtSetting,
  District,
  SkillLevel,
  Surface,
} from '#contract/enums';
import type { PeakPrice } from '#contract/money';

export interface SampleCourt {
  id: string;
  name: string;
  nameEn: string;
  address: string;
  postcode: string;
  district: District;
  surface: Surface;
  setting: CourtSetting;
  winterCover?: WinterCover;
  floodlights: boolean;
  heated: boolean;
  /** Euro an hour. */
  pricePerHour: number;
  peakPrice?: PeakPrice;
  totalCourts: number;
  /** Hours before the start a booking is cancelled for free; 24 when not given. */
  freeCancelHours?: number;
  openingHours: OpeningHours;
  amenities: Amenity[];
  lat: number;
  lng: number;
  phone?: string;
  website?: string;
}

export interface SamplePlayer {
  id: string;
  name: string;
  /** The sample players are real accounts, so a newcomer can sign in as one and chat. */
  email: string;
  language: 'bg' | 'en';
  level: SkillLevel;
  district: District;
  availability: Availability[];
  bio: string;
  preferredCourtIds: string[];
}

/** The n-th sample court's id. */
export const courtId = (n: number) => `10000000-0000-0000-0000-00000000000${n}`;
const playerId = (n: number) => `00000000-0000-0000-0000-00000000000${n}`;
const ownerId = (n: number) => `00000000-0000-0000-0000-00000000010${n}`;

const weekdays = (open: string, close: string) => ({
  mon: { open, close },
  tue: { open, close },
  wed: { open, close },
  thu: { open, close },
  fri: { open, close },
});
const weekend = (open: string, close: string) => ({ sat: { open, close }, sun: { open, close } });

export const SAMPLE_COURTS: SampleCourt[] = [
  {
    id: courtId(1),
    name: 'Тенис комплекс Витоша',
    nameEn: 'Vitosha Tennis Complex',
    address: 'бул. „Черни връх“ 150',
    postcode: '1407',
    district: 'vitosha',
    surface: 'clay',
    setting: 'winter_cover',
    winterCover: { kind: 'balloon', fromMonth: 11, toMonth: 3 },
    floodlights: true,
    heated: true,
    pricePerHour: 18,
    peakPrice: { pricePerHour: 22, weekdaysFrom: '17:00', weekends: true },
    totalCourts: 6,
    openingHours: { ...weekdays('07:00', '22:00'), ...weekend('08:00', '21:00') },
    amenities: ['parking', 'changing_rooms', 'racket_rental', 'coaching', 'restaurant', 'showers'],
    lat: 42.6562,
    lng: 23.2935,
  },
  {
    id: courtId(2),
    name: 'Тенис клуб Младост',
    nameEn: 'Mladost Tennis Club',
    address: 'ж.к. Младост 1, ул. „Йерусалим“ 5',
    postcode: '1784',
    district: 'mladost',
    surface: 'hard',
    setting: 'outdoor',
    floodlights: true,
    heated: false,
    pricePerHour: 13,
    totalCourts: 4,
    openingHours: { ...weekdays('08:00', '21:00'), ...weekend('09:00', '18:00') },
    amenities: ['parking', 'showers', 'ball_machine'],
    lat: 42.6519,
    lng: 23.3772,
  },
  {
    id: courtId(3),
    name: 'Лозенец Тенис Арена',
    nameEn: 'Lozenets Tennis Arena',
    address: 'ул. „Кричим“ 40',
    postcode: '1407',
    district: 'lozenets',
    surface: 'hard',
    setting: 'indoor',
    floodlights: true,
    heated: true,
    pricePerHour: 26,
    peakPrice: { pricePerHour: 32, weekdaysFrom: '17:00', weekends: true },
    totalCourts: 3,
    freeCancelHours: 12,
    openingHours: { ...weekdays('06:30', '23:00'), ...weekend('08:00', '22:00') },
    amenities: [
      'changing_rooms',
      'showers',
      'spa',
      'pro_shop',
      'fitness_center',
      'coaching',
      'video_analysis',
    ],
    lat: 42.6771,
    lng: 23.3241,
  },
  {
    id: courtId(4),
    name: 'Боянски тенис кортове',
    nameEn: 'Boyana Tennis Courts',
    address: 'ул. „Беловодски път“ 12',
    postcode: '1616',
    district: 'boyana',
    surface: 'grass',
    setting: 'outdoor',
    floodlights: false,
    heated: false,
    pricePerHour: 23,
    totalCourts: 2,
    freeCancelHours: 48,
    openingHours: { ...weekdays('09:00', '20:00'), ...weekend('08:00', '20:00') },
    amenities: ['parking', 'restaurant', 'cafe'],
    lat: 42.6452,
    lng: 23.2679,
  },
  {
    id: courtId(5),
    name: 'Тенис център Южен парк',
    nameEn: 'South Park Tennis Centre',
    address: 'бул. „Витоша“ 100',
    postcode: '1000',
    district: 'center',
    surface: 'synthetic',
    setting: 'winter_cover',
    winterCover: { kind: 'frame', fromMonth: 10, toMonth: 4 },
    floodlights: true,
    heated: false,
    pricePerHour: 14,
    totalCourts: 5,
    openingHours: { ...weekdays('17:00', '22:00'), ...weekend('09:00', '19:00') },
    amenities: ['racket_rental', 'ball_machine', 'coaching', 'cafe', 'showers'],
    lat: 42.6851,
    lng: 23.3175,
  },
  {
    id: courtId(6),
    name: 'Тенис клуб Академика',
    nameEn: 'Akademika Tennis Club',
    address: 'ж.к. Студентски град, ул. „Акад. Стефан Младенов“ 1',
    postcode: '1700',
    district: 'studentski_grad',
    surface: 'clay',
    setting: 'outdoor',
    floodlights: true,
    heated: false,
    pricePerHour: 15,
    totalCourts: 8,
    openingHours: weekdays('07:00', '21:00'),
    amenities: ['changing_rooms', 'showers', 'coaching', 'cafe', 'parking'],
    lat: 42.6489,
    lng: 23.3461,
  },
];

/** The password of every sample account; public on purpose (README), never used with SEED=none. */
export const SAMPLE_PASSWORD = 'sofia-tennis-demo';

export const SAMPLE_PLAYERS: SamplePlayer[] = [
  {
    id: playerId(1),
    name: 'Мария Петрова',
    email: 'maria@demo.example.com',
    language: 'bg',
    level: 'intermediate',
    district: 'lozenets',
    availability: ['evenings', 'weekends'],
    bio: 'Играя от пет години, търся партньор за сингъл вечер.',
    preferredCourtIds: [courtId(3), courtId(5), courtId(1)],
  },
  {
    id: playerId(2),
    name: 'Georgi Dimitrov',
    email: 'georgi@demo.example.com',
    language: 'en',
    level: 'advanced',
    district: 'vitosha',
    availability: ['mornings', 'weekends'],
    bio: 'Early bird, clay-court lover, happy to play doubles.',
    preferredCourtIds: [courtId(1), courtId(4)],
  },
  {
    id: playerId(3),
    name: 'Елена Николова',
    email: 'elena@demo.example.com',
    language: 'bg',
    level: 'beginner',
    district: 'mladost',
    availability: ['afternoons'],
    bio: 'Начинаеща съм и търся спокойни игри следобед.',
    preferredCourtIds: [courtId(2)],
  },
  {
    id: playerId(4),
    name: 'Ivan Todorov',
    email: 'ivan@demo.example.com',
    language: 'en',
    level: 'professional',
    district: 'center',
    availability: ['mornings', 'afternoons', 'evenings'],
    bio: 'Former junior national player, now coaching and sparring.',
    preferredCourtIds: [courtId(3), courtId(1), courtId(6), courtId(5)],
  },
  {
    id: playerId(5),
    name: 'Десислава Стоянова',
    email: 'desislava@demo.example.com',
    language: 'bg',
    level: 'intermediate',
    district: 'studentski_grad',
    availability: ['evenings'],
    bio: 'Студентка, играя след лекции.',
    preferredCourtIds: [courtId(6), courtId(2)],
  },
  {
    id: playerId(6),
    name: 'Николай Георгиев',
    email: 'nikolay@demo.example.com',
    language: 'bg',
    level: 'advanced',
    district: 'boyana',
    availability: ['weekends'],
    bio: 'Уикенд играч, обичам дълги разигравания.',
    preferredCourtIds: [courtId(4), courtId(1), courtId(3)],
  },
];

/** Demo court owners: every sample court has one, so a booking request can be answered. */
export interface SampleOwner {
  id: string;
  name: string;
  email: string;
  language: 'bg' | 'en';
  phone: string;
  courtIds: string[];
}

export const SAMPLE_OWNERS: SampleOwner[] = [
  {
    id: ownerId(1),
    name: 'Стефан Колев',
    email: 'stefan@demo.example.com',
    language: 'bg',
    phone: '+359888100201',
    courtIds: [courtId(1), courtId(3), courtId(5)],
  },
  {
    id: ownerId(2),
    name: 'Anna Markova',
    email: 'anna@demo.example.com',
    language: 'en',
    phone: '+359888100202',
    courtIds: [courtId(2), courtId(4), courtId(6)],
  },
];

/**
 * A court "from a public list" that nobody runs here yet: it shows how to reach it instead of
 * 'Book Court', and can be claimed ('I run this court') for the demo administrator to approve.
 */
export const SAMPLE_UNOWNED_COURT: SampleCourt = {
  id: courtId(7),
  name: 'Тенис кортове Красно село',
  nameEn: 'Krasno Selo Tennis Courts',
  address: 'ул. „Ломско шосе“ 2',
  postcode: '1618',
  district: 'krasno_selo',
  surface: 'hard',
  setting: 'outdoor',
  floodlights: false,
  heated: false,
  pricePerHour: 13,
  totalCourts: 3,
  openingHours: { ...weekdays('08:00', '20:00'), ...weekend('09:00', '18:00') },
  amenities: ['parking'],
  lat: 42.6752,
  lng: 23.2866,
  phone: '+35929551234',
  website: 'https://example.com/krasno-selo-tennis',
};

export const SAMPLE_ADMIN_EMAIL = 'admin@demo.example.com';

/** The demo administrator (ADMIN_EMAILS outside production with the sample data). */
export const SAMPLE_ADMIN = {
  id: '00000000-0000-0000-0000-000000000201',
  name: 'Админ Демо',
  email: SAMPLE_ADMIN_EMAIL,
  language: 'bg' as const,
};

export interface SampleResult {
  id: string;
  reporterId: string;
  opponentId: string;
  /** How many days before the seeding the match was played. */
  daysAgo: number;
  /** From the reporter's side. */
  sets: string[];
  status: 'confirmed' | 'pending';
}

const resultId = (n: number) => `30000000-0000-0000-0000-${String(n).padStart(12, '0')}`;

/**
 * The sample players' history: results between them over four months, so that their pages show
 * some and their ratings rest on eight or more (a beginner who loses to everyone, a student who
 * beats players declared above her), and one waiting for Maria's answer on My matches. The
 * confirmed ones are all there is: the matches played, won and lost that cards, pages and
 * profiles show are counted from them.
 */
export const SAMPLE_RESULTS: SampleResult[] = [
  {
    id: resultId(1),
    reporterId: playerId(4),
    opponentId: playerId(2),
    daysAgo: 3,
    sets: ['6-3', '4-6', '10-7'],
    status: 'confirmed',
  },
  {
    id: resultId(2),
    reporterId: playerId(2),
    opponentId: playerId(6),
    daysAgo: 5,
    sets: ['7-5', '6-4'],
    status: 'confirmed',
  },
  {
    id: resultId(3),
    reporterId: playerId(5),
    opponentId: playerId(1),
    daysAgo: 6,
    sets: ['4-6', '6-7'],
    status: 'confirmed',
  },
  {
    id: resultId(4),
    reporterId: playerId(5),
    opponentId: playerId(3),
    daysAgo: 9,
    sets: ['6-2', '6-3'],
    status: 'confirmed',
  },
  {
    id: resultId(5),
    reporterId: playerId(6),
    opponentId: playerId(4),
    daysAgo: 12,
    sets: ['3-6', '2-6'],
    status: 'confirmed',
  },
  {
    id: resultId(6),
    reporterId: playerId(3),
    opponentId: playerId(1),
    daysAgo: 1,
    sets: ['6-4', '3-6', '10-8'],
    status: 'pending',
  },
  {
    id: resultId(7),
    reporterId: playerId(2),
    opponentId: playerId(1),
    daysAgo: 15,
    sets: ['6-3', '6-4'],
    status: 'confirmed',
  },
  {
    id: resultId(8),
    reporterId: playerId(5),
    opponentId: playerId(1),
    daysAgo: 18,
    sets: ['7-5', '6-4'],
    status: 'confirmed',
  },
  {
    id: resultId(9),
    reporterId: playerId(6),
    opponentId: playerId(5),
    daysAgo: 20,
    sets: ['6-4', '3-6', '10-6'],
    status: 'confirmed',
  },
  {
    id: resultId(10),
    reporterId: playerId(4),
    opponentId: playerId(6),
    daysAgo: 24,
    sets: ['6-2', '6-1'],
    status: 'confirmed',
  },
  {
    id: resultId(11),
    reporterId: playerId(1),
    opponentId: playerId(3),
    daysAgo: 27,
    sets: ['6-1', '6-2'],
    status: 'confirmed',
  },
  {
    id: resultId(12),
    reporterId: playerId(2),
    opponentId: playerId(5),
    daysAgo: 30,
    sets: ['6-4', '7-6'],
    status: 'confirmed',
  },
  {
    id: resultId(13),
    reporterId: playerId(5),
    opponentId: playerId(3),
    daysAgo: 33,
    sets: ['6-0', '6-1'],
    status: 'confirmed',
  },
  {
    id: resultId(14),
    reporterId: playerId(6),
    opponentId: playerId(1),
    daysAgo: 36,
    sets: ['6-4', '6-4'],
    status: 'confirmed',
  },
  {
    id: resultId(15),
    reporterId: playerId(4),
    opponentId: playerId(2),
    daysAgo: 40,
    sets: ['6-4', '6-3'],
    status: 'confirmed',
  },
  {
    id: resultId(16),
    reporterId: playerId(5),
    opponentId: playerId(6),
    daysAgo: 44,
    sets: ['6-3', '7-5'],
    status: 'confirmed',
  },
  {
    id: resultId(17),
    reporterId: playerId(3),
    opponentId: playerId(1),
    daysAgo: 48,
    sets: ['2-6', '1-6'],
    status: 'confirmed',
  },
  {
    id: resultId(18),
    reporterId: playerId(2),
    opponentId: playerId(6),
    daysAgo: 52,
    sets: ['7-5', '6-7', '10-8'],
    status: 'confirmed',
  },
  {
    id: resultId(19),
    reporterId: playerId(1),
    opponentId: playerId(5),
    daysAgo: 56,
    sets: ['6-4', '6-4'],
    status: 'confirmed',
  },
  {
    id: resultId(20),
    reporterId: playerId(4),
    opponentId: playerId(5),
    daysAgo: 60,
    sets: ['6-1', '6-0'],
    status: 'confirmed',
  },
  {
    id: resultId(21),
    reporterId: playerId(6),
    opponentId: playerId(3),
    daysAgo: 64,
    sets: ['6-0', '6-2'],
    status: 'confirmed',
  },
  {
    id: resultId(22),
    reporterId: playerId(4),
    opponentId: playerId(1),
    daysAgo: 70,
    sets: ['6-2', '6-3'],
    status: 'confirmed',
  },
  {
    id: resultId(23),
    reporterId: playerId(2),
    opponentId: playerId(3),
    daysAgo: 75,
    sets: ['6-1', '6-1'],
    status: 'confirmed',
  },
  {
    id: resultId(24),
    reporterId: playerId(1),
    opponentId: playerId(6),
    daysAgo: 80,
    sets: ['6-4', '3-6', '10-7'],
    status: 'confirmed',
  },
  {
    id: resultId(25),
    reporterId: playerId(2),
    opponentId: playerId(4),
    daysAgo: 85,
    sets: ['7-6', '6-4'],
    status: 'confirmed',
  },
  {
    id: resultId(26),
    reporterId: playerId(3),
    opponentId: playerId(5),
    daysAgo: 90,
    sets: ['3-6', '2-6'],
    status: 'confirmed',
  },
  {
    id: resultId(27),
    reporterId: playerId(4),
    opponentId: playerId(6),
    daysAgo: 95,
    sets: ['6-3', '6-2'],
    status: 'confirmed',
  },
  {
    id: resultId(28),
    reporterId: playerId(1),
    opponentId: playerId(2),
    daysAgo: 100,
    sets: ['4-6', '6-3', '10-12'],
    status: 'confirmed',
  },
  {
    id: resultId(29),
    reporterId: playerId(6),
    opponentId: playerId(5),
    daysAgo: 105,
    sets: ['6-2', '6-4'],
    status: 'confirmed',
  },
  {
    id: resultId(30),
    reporterId: playerId(4),
    opponentId: playerId(3),
    daysAgo: 110,
    sets: ['6-0', '6-0'],
    status: 'confirmed',
  },
  {
    id: resultId(31),
    reporterId: playerId(5),
    opponentId: playerId(1),
    daysAgo: 120,
    sets: ['6-3', '4-6', '10-5'],
    status: 'confirmed',
  },
];

/**
 * An open report for the demo administrator's Reports page: Nikolay about Georgi's profile. Its
 * `targetText` is the profile as the report keeps it (name, then bio).
 */
export const SAMPLE_REPORT = {
  id: '40000000-0000-0000-0000-000000000001',
  reporterId: playerId(6),
  kind: 'profile',
  targetId: playerId(2),
  reason: 'other',
  note: 'Уговорихме мач два пъти и не дойде нито веднъж, без да предупреди.',
  daysAgo: 1,
} as const;

/**
 * Open partner requests on the board, so that a first visit sees some and a signed-in player
 * can answer one. Each runs its fourteen days from the seeding, as a posted one would.
 */
export interface SamplePartnerRequest {
  id: string;
  authorId: string;
  level: SamplePlayer['level'];
  district: SamplePlayer['district'];
  preferredTime: string;
  message: string;
  /** How many hours before the seeding it was posted. */
  hoursAgo: number;
}

const partnerRequestId = (n: number) => `60000000-0000-0000-0000-${String(n).padStart(12, '0')}`;

export const SAMPLE_PARTNER_REQUESTS: SamplePartnerRequest[] = [
  {
    id: partnerRequestId(1),
    authorId: playerId(6),
    level: 'advanced',
    district: 'boyana',
    preferredTime: 'Събота и неделя сутрин',
    message: 'Търся партньор за сингъл на клей, обичам дълги разигравания. Мога да запазя корт.',
    hoursAgo: 3,
  },
  {
    id: partnerRequestId(2),
    authorId: playerId(4),
    level: 'professional',
    district: 'center',
    preferredTime: 'Weekday mornings, 7–9',
    message: 'Sparring before work for strong players; I bring the balls and book the court.',
    hoursAgo: 20,
  },
  {
    id: partnerRequestId(3),
    authorId: playerId(5),
    level: 'intermediate',
    district: 'studentski_grad',
    preferredTime: 'Делнични вечери след 19:00',
    message: 'Търся партньорка за сингъл или двойки след лекции.',
    hoursAgo: 46,
  },
];

/**
 * Past accepted bookings of the sample players at the sample courts, most with the player's
 * review (the courts' ratings are the mean of these) and some with the owner's answer; one
 * marked 'no-show' with the player's reply, one of Maria's not yet rated, and one of Elena's
 * from yesterday that its owner may still mark.
 */
export interface SampleVisit {
  id: string;
  playerId: string;
  courtId: string;
  /** How many days before the seeding it was played, 18:00–19:30 Sofia time. */
  daysAgo: number;
  review?: { stars: number; comment?: string; answer?: string };
  noShow?: { reply: string };
}

const visitId = (n: number) => `50000000-0000-0000-0000-${String(n).padStart(12, '0')}`;

const visit = (
  n: number,
  player: number,
  court: number,
  daysAgo: number,
  review?: SampleVisit['review'],
): SampleVisit => ({
  id: visitId(n),
  playerId: playerId(player),
  courtId: courtId(court),
  daysAgo,
  ...(review ? { review } : {}),
});

export const SAMPLE_VISITS: SampleVisit[] = [
  visit(1, 1, 1, 40, { stars: 5, comment: 'Отлични кортове, добре поддържана клей настилка.' }),
  visit(2, 2, 1, 35, {
    stars: 5,
    comment: 'Great clay, friendly staff.',
    answer: 'Thank you, see you again soon!',
  }),
  visit(3, 4, 1, 28, { stars: 4, comment: 'Good courts, parking fills up in the evening.' }),
  visit(4, 6, 1, 21, { stars: 5 }),
  visit(5, 3, 1, 16, { stars: 5, comment: 'Много приятно място за начинаещи.' }),
  visit(6, 3, 2, 45, { stars: 4, comment: 'Удобно и евтино, съблекалните са малки.' }),
  visit(7, 5, 2, 30, {
    stars: 5,
    answer: 'Благодарим! Очакваме ви отново.',
  }),
  visit(8, 2, 2, 24, { stars: 4, comment: 'Hard court in decent shape; lights are fine.' }),
  visit(9, 3, 2, 10, { stars: 4 }),
  visit(10, 1, 3, 50, { stars: 5, comment: 'Най-хубавата зала в София, струва си цената.' }),
  visit(11, 4, 3, 33, { stars: 5, comment: 'Perfect indoor surface for practice.' }),
  visit(12, 6, 3, 26, { stars: 5 }),
  visit(13, 1, 3, 12, {
    stars: 4,
    comment: 'Скъпичко, но всичко е на ниво.',
    answer: 'Благодарим за отзива! Имаме отстъпка за сутрешни часове.',
  }),
  visit(14, 2, 4, 38, { stars: 5, comment: 'Grass in Sofia, who knew! Lovely.' }),
  visit(15, 6, 4, 29, { stars: 4, comment: 'Тревата е хубава, но отваря късно.' }),
  visit(16, 4, 4, 18, { stars: 5 }),
  visit(17, 1, 5, 42, { stars: 4, comment: 'Добро място в центъра, вечер е пълно.' }),
  visit(18, 4, 5, 36, { stars: 5, comment: 'Good coaching on site.' }),
  visit(19, 5, 5, 27, { stars: 4 }),
  visit(20, 3, 5, 20, { stars: 4, comment: 'Кафенето е приятно.' }),
  visit(21, 1, 5, 15, { stars: 5 }),
  visit(22, 5, 6, 48, { stars: 5, comment: 'Близо до университета, удобно след лекции.' }),
  visit(23, 2, 6, 31, { stars: 4, comment: 'Plenty of courts, basic but fine.' }),
  visit(24, 5, 6, 22, { stars: 4 }),
  visit(25, 6, 6, 14, { stars: 5, comment: 'Много кортове, винаги има свободен.' }),
  // Maria's, not yet rated: 'Rate this court' on her My bookings.
  visit(26, 1, 5, 2),
  // Elena's of yesterday: Stefan may still mark it 'no-show' (for 48 hours after its end).
  visit(28, 3, 1, 1),
  // Georgi did not come; Anna marked it, and he answered.
  {
    ...visit(27, 2, 4, 1),
    noShow: { reply: 'Bad flu that evening; I called the club but nobody answered.' },
  },
];

/** A sample court's picture: its files are in ./sample-photos, drawn by scripts/make-sample-photos.ts. */
export interface SamplePhoto {
  id: string;
  courtId: string;
  /** The owner's order: 0 is the cover. */
  position: number;
  view: 'baseline' | 'aerial';
}

/** Every sample picture is drawn this size; its files are this and narrower. */
export const SAMPLE_PHOTO_SIZE = { width: 1600, height: 1000 };

/** Two pictures of each sample court: from behind a baseline (the cover), and from above. */
export const SAMPLE_PHOTOS: SamplePhoto[] = [...SAMPLE_COURTS, SAMPLE_UNOWNED_COURT].flatMap(
  (court, index) =>
    (['baseline', 'aerial'] as const).map((view, position) => ({
      id: `30000000-0000-0000-0000-0000000${String(index * 2 + position + 1).padStart(5, '0')}`,
      courtId: court.id,
      position,
      view,
    })),
);

/**
 * Open matches to try from a fresh install, on days counted from the seeding: a singles game
 * with its court booked, a doubles game with one spot left, one for ratings above every demo
 * player's (to try 'Ask to join') and one played yesterday.
 */
export interface SampleOpenMatch {
  id: string;
  organizerId: string;
  format: 'singles' | 'doubles';
  /** Days after the seeding's day in Sofia (negative: before). */
  inDays: number;
  startTime: string;
  durationMinutes: number;
  district: District;
  /** The court, booked for the game (an accepted booking request of the organiser's). */
  court?: { id: string; bookingId: string };
  levels?: SkillLevel[];
  ratingRange?: { min: number; max: number };
  /** Besides the organiser, holding a spot. */
  playerIds: string[];
  note?: string;
  sharePrice?: boolean;
}

const openMatchId = (n: number) => `40000000-0000-0000-0000-${String(n).padStart(12, '0')}`;
const gameBookingId = (n: number) => `41000000-0000-0000-0000-${String(n).padStart(12, '0')}`;

export const SAMPLE_OPEN_MATCHES: SampleOpenMatch[] = [
  {
    id: openMatchId(1),
    organizerId: playerId(5),
    format: 'singles',
    inDays: 2,
    startTime: '19:00',
    durationMinutes: 90,
    district: 'lozenets',
    court: { id: courtId(3), bookingId: gameBookingId(1) },
    levels: ['beginner', 'intermediate', 'advanced'],
    playerIds: [],
    note: 'Сингъл на закрито, нося топки.',
    sharePrice: true,
  },
  {
    id: openMatchId(2),
    organizerId: playerId(2),
    format: 'doubles',
    inDays: 3,
    startTime: '18:00',
    durationMinutes: 120,
    district: 'vitosha',
    levels: ['intermediate', 'advanced', 'professional'],
    playerIds: [playerId(6), playerId(4)],
    note: 'Looking for a fourth for doubles; any court in Vitosha suits us.',
  },
  {
    id: openMatchId(3),
    organizerId: playerId(4),
    format: 'singles',
    inDays: 4,
    startTime: '08:00',
    durationMinutes: 90,
    district: 'center',
    ratingRange: { min: 2300, max: 2700 },
    playerIds: [],
    note: 'Match practice before a tournament.',
  },
  {
    id: openMatchId(4),
    organizerId: playerId(1),
    format: 'singles',
    inDays: -1,
    startTime: '18:00',
    durationMinutes: 60,
    district: 'mladost',
    levels: ['beginner', 'intermediate'],
    playerIds: [playerId(3)],
  },
];
