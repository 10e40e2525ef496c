import type { OpeningHours } from '../../contract/courts';
import type { Amenity, Availability, District, SkillLevel, Surface } from '../../contract/enums';

export interface SampleCourt {
  id: string;
  name: string;
  nameEn: string;
  address: string;
  postcode: string;
  district: District;
  surface: Surface;
  pricePerHour: number;
  rating: number;
  totalCourts: number;
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
  wins: number;
  losses: number;
  bio: string;
  preferredCourtIds: string[];
}

const courtId = (n: number) => `10000000-0000-0000-0000-00000000000${n}`;
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
    pricePerHour: 35,
    rating: 4.8,
    totalCourts: 6,
    openingHours: { ...weekdays('07:00', '22:00'), ...weekend('08:00', '21:00') },
    amenities: [
      'parking',
      'changing_rooms',
      'equipment_rental',
      'coaching',
      'restaurant',
      'showers',
    ],
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
    pricePerHour: 25,
    rating: 4.2,
    totalCourts: 4,
    openingHours: { ...weekdays('08:00', '21:00'), ...weekend('09:00', '18:00') },
    amenities: ['parking', 'showers', 'basic_facilities'],
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
    surface: 'indoor',
    pricePerHour: 50,
    rating: 4.9,
    totalCourts: 3,
    openingHours: { ...weekdays('06:30', '23:00'), ...weekend('08:00', '22:00') },
    amenities: [
      'premium_courts',
      'changing_rooms',
      'spa',
      'pro_shop',
      'fitness_center',
      'professional_coaching',
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
    pricePerHour: 45,
    rating: 4.7,
    totalCourts: 2,
    openingHours: { ...weekdays('09:00', '20:00'), ...weekend('08:00', '20:00') },
    amenities: ['parking', 'premium_courts', 'restaurant', 'cafe'],
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
    pricePerHour: 28,
    rating: 4.4,
    totalCourts: 5,
    openingHours: { ...weekdays('17:00', '22:00'), ...weekend('09:00', '19:00') },
    amenities: ['equipment_rental', 'coaching', 'cafe', 'showers'],
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
    pricePerHour: 30,
    rating: 4.5,
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
    wins: 28,
    losses: 17,
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
    wins: 52,
    losses: 26,
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
    wins: 5,
    losses: 7,
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
    wins: 96,
    losses: 24,
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
    wins: 20,
    losses: 18,
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
    wins: 40,
    losses: 22,
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
  pricePerHour: 26,
  rating: 4.1,
  totalCourts: 3,
  openingHours: { ...weekdays('08:00', '20:00'), ...weekend('09:00', '18:00') },
  amenities: ['parking', 'basic_facilities'],
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

const resultId = (n: number) => `30000000-0000-0000-0000-00000000000${n}`;

/**
 * Recent results between the sample players, so that their pages show some, and one waiting for
 * Maria's answer on My matches. The players' counts above already include the confirmed ones.
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
];
