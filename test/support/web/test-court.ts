import type { Court } from '#contract/courts';

/** A court as the API sends it, for web tests: an outdoor clay court without photos. */
export function testCourt(fields: Partial<Court> = {}): Court {
  return {
    id: '10000000-0000-0000-0000-0000000000aa',
    name: 'Корт',
    nameEn: 'Court',
    address: 'ул. „Тест“ 1',
    postcode: '1000',
    district: 'center',
    surface: 'clay',
    setting: 'outdoor',
    winterCover: null,
    floodlights: false,
    heated: false,
    photos: [],
    pricePerHour: 12,
    peakPrice: null,
    currency: 'EUR',
    rating: null,
    reviewCount: 0,
    totalCourts: 1,
    freeCancelHours: 24,
    openingHours: {},
    amenities: [],
    lat: 42.7,
    lng: 23.3,
    distanceKm: 0,
    ownerId: null,
    phone: null,
    website: null,
    instantBooking: false,
    ...fields,
  };
}
