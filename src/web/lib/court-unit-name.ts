import { unitName } from '#contract/court-units';
import type { TFunction } from './i18n/translate';

/** A club's court as the page reads it: the owner's name, or "Court N" / "Корт N". */
export function courtUnitName(unit: { position: number; name: string | null }, t: TFunction) {
  return unitName(unit, (number) => t('court_unit_default', { number }));
}
