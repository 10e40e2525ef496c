import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import type { OwnerContact as Contact } from '#contract/court-listings';
import { hasAcceptedBookingQueryOptions } from '#web/features/bookings';
import { apiFetch } from '#web/lib/api-client';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useActivity } from '#web/lib/realtime/use-activity';

/**
 * The owner's name, phone and e-mail, for a player whose booking here was accepted. The server
 * refuses anyone else, so the contact is asked for only once the player's own bookings show an
 * accepted one here; otherwise nothing shows.
 */
export function OwnerContact({ courtId }: { courtId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const entitled = useQuery(hasAcceptedBookingQueryOptions(courtId));
  // An owner accepting while the page is open: the answer changes, and the contact shows.
  useActivity('booking', true, () => {
    void queryClient.invalidateQueries({
      queryKey: hasAcceptedBookingQueryOptions(courtId).queryKey,
    });
  });
  const contact = useQuery({
    queryKey: ['owner-contact', courtId],
    queryFn: ({ signal }) =>
      apiFetch<Contact>(`/api/courts/${encodeURIComponent(courtId)}/owner-contact`, { signal }),
    enabled: entitled.data === true,
    retry: false,
  });
  if (!entitled.data || !contact.data) return null;
  const { name, phone, email } = contact.data;
  return (
    <section
      aria-labelledby="owner-contact"
      className="space-y-2 rounded-xl border border-border bg-card p-4"
    >
      <h2 id="owner-contact" className="font-semibold">
        {t('owner_contact_title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('owner_contact_intro', { name })}</p>
      <ul className="text-sm sm:space-y-1">
        {phone && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 text-primary" />
            <a href={`tel:${phone}`} className="underline max-sm:py-3">
              {phone}
            </a>
          </li>
        )}
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 text-primary" />
          <a href={`mailto:${email}`} className="underline max-sm:py-3">
            {email}
          </a>
        </li>
      </ul>
    </section>
  );
}
