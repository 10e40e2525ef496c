import type { OpeningHours } from '#contract/courts';

type Span = { open: string; close: string } | null | undefined;

const spanText = (span: Span, closed: string) => (span ? `${span.open}–${span.close}` : closed);

/** "Mon–Fri 07:00–22:00 · Sat–Sun 08:00–21:00", from Monday's and Saturday's hours. */
export function openingHoursSummary(
  hours: OpeningHours,
  labels: { weekdays: string; weekend: string; closed: string },
): string {
  return [
    `${labels.weekdays} ${spanText(hours.mon, labels.closed)}`,
    `${labels.weekend} ${spanText(hours.sat ?? hours.sun, labels.closed)}`,
  ].join(' · ');
}
