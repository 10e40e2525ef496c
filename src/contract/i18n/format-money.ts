import { formatNumber } from './format-number';

/**
 * A euro amount as the language writes it: '18 €' and '17,90 €' in Bulgarian, '€18' and
 * '€17.90' in English. Whole amounts go without cents.
 */
export function formatEuro(amount: number, language: string): string {
  const whole = Math.round(amount * 100) % 100 === 0;
  return formatNumber(amount, language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
