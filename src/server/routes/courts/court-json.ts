/**
 * A court as the contract's `Court` but its distance (which depends on where it is measured
 * from), written by PostgreSQL (decision 029).
 */
export const COURT_JSON = `json_build_object('id', id, 'name', name, 'nameEn', name_en,
    'address', address, 'postcode', postcode, 'district', district, 'surface', surface,
    'pricePerHour', (price_per_hour_cents / 100.0)::float8, 'currency', 'EUR', 'rating', rating::float8,
    'reviewCount', review_count, 'totalCourts', total_courts, 'openingHours', opening_hours,
    'amenities', amenities, 'lat', lat, 'lng', lng, 'ownerId', owner_id,
    'phone', phone, 'website', website)`;
