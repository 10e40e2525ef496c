import type { CourtSetting } from './enum-values';

/** The setting and cover of a court, as `Court` has them. */
interface Sheltered {
  setting: CourtSetting;
  winterCover: { fromMonth: number; toMonth: number } | null;
}

/** Every month of the year, as bits 1–12. */
const ALL_MONTHS = 0b1_1111_1111_1110;

/**
 * The months (bit 1 for January … bit 12 for December) with a roof over the court: all of them
 * indoors, from `fromMonth` to `toMonth` under a winter cover (over the new year when `toMonth`
 * comes first), none outdoors.
 */
export function coveredMonthBits(court: Sheltered): number {
  if (court.setting === 'indoor') return ALL_MONTHS;
  const cover = court.winterCover;
  if (court.setting !== 'winter_cover' || !cover) return 0;
  let bits = 0;
  for (let month = cover.fromMonth; ; month = (month % 12) + 1) {
    bits |= 1 << month;
    if (month === cover.toMonth) return bits;
  }
}

/** Whether a court has a roof over it in `month` (1–12). */
export const isCoveredIn = (court: Sheltered, month: number) =>
  (coveredMonthBits(court) & (1 << month)) !== 0;
