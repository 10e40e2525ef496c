/** A court's winter cover as the contract's `WinterCover`, or null without one. */
export const WINTER_COVER_JSON = `case when winter_cover is null then null else json_build_object(
    'kind', winter_cover, 'fromMonth', cover_from_month, 'toMonth', cover_to_month) end`;

/** A court's peak price as the contract's `PeakPrice`, or null without one. */
export const PEAK_PRICE_JSON = `case when peak_price_per_hour_cents is null then null else
    json_build_object('pricePerHour', (peak_price_per_hour_cents / 100.0)::float8,
    'weekdaysFrom', to_char(make_interval(mins => peak_weekdays_from_minute), 'HH24:MI'),
    'weekends', peak_weekends) end`;

/** A court's photos as the contract's `CourtPhoto[]`, in the owner's order. */
export const PHOTOS_JSON = `coalesce((select json_agg(json_build_object('id', p.id, 'width', p.width,
    'height', p.height) order by p.position, p.created_at) from court_photos p
    where p.court_id = courts.id), '[]'::json)`;

/**
 * A court as the contract's `Court` but its distance (which depends on where it is measured
 * from), written by PostgreSQL (decision 029).
 */
export const COURT_JSON = `json_build_object('id', id, 'name', name, 'nameEn', name_en,
    'address', address, 'postcode', postcode, 'district', district, 'surface', surface,
    'setting', setting, 'winterCover', ${WINTER_COVER_JSON}, 'floodlights', floodlights,
    'heated', heated,
    'pricePerHour', (price_per_hour_cents / 100.0)::float8, 'peakPrice', ${PEAK_PRICE_JSON},
    'currency', 'EUR', 'rating', rating::float8,
    'reviewCount', review_count, 'totalCourts', total_courts,
    'freeCancelHours', free_cancel_hours, 'openingHours', opening_hours,
    'amenities', amenities, 'lat', lat, 'lng', lng, 'ownerId', owner_id,
    'phone', phone, 'website', website, 'photos', ${PHOTOS_JSON},
    'instantBooking', instant_booking)`;

/** A court's units as the contract's `CourtUnit[]`, unit 1 first. */
export const UNITS_JSON = `coalesce((select json_agg(json_build_object('id', u.id,
    'position', u.position, 'name', u.name, 'surface', u.surface, 'setting', u.setting,
    'floodlights', u.floodlights) order by u.position) from court_units u
    where u.court_id = courts.id), '[]'::json)`;
