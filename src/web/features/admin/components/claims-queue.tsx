import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { CLAIM_STATUSES, type ClaimStatus, type CourtClaim } from '#contract/court-claims';
import { courtNameIn } from '#contract/court-name';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { ListState } from '#web/components/list-state';
import { Button } from '#web/components/ui/button';
import { formatBookingDate } from '#web/features/bookings';
import { ApiRequestError } from '#web/lib/api-client';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useConfirmedAction } from '#web/lib/use-confirmed-action';
import { adminClaimsQueryKey, answerClaim, fetchAdminClaims } from '../api/admin-claims-api';

/** Court claims by status, for an administrator to approve or reject. */
export function ClaimsQueue() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const [status, setStatus] = useState<ClaimStatus>('pending');
  const claims = useQuery({
    queryKey: adminClaimsQueryKey(status),
    queryFn: ({ signal }) => fetchAdminClaims(status, signal),
    retry: (count, error) =>
      !(error instanceof ApiRequestError && error.status === 403) && count < 1,
  });
  const courtName = (claim: CourtClaim) => courtNameIn(currentLanguage(i18n), claim.court);
  const deciding = useConfirmedAction<{ claim: CourtClaim; answer: 'approve' | 'reject' }>({
    run: ({ claim, answer }) => answerClaim(claim.id, answer),
    done: ({ claim, answer }) =>
      t(answer === 'approve' ? 'admin_claim_approved' : 'admin_claim_rejected', {
        name: claim.claimant.name,
        court: courtName(claim),
      }),
    reloads: () => [['admin-claims']],
  });

  if (claims.error instanceof ApiRequestError && claims.error.status === 403) {
    return <p role="alert">{t('admin_only')}</p>;
  }

  const picked = deciding.picked;
  return (
    <section aria-label={t('admin_claims_title')} className="space-y-4">
      <fieldset className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        <legend className="sr-only">{t('admin_claims_show')}</legend>
        {CLAIM_STATUSES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={status === value ? 'default' : 'ghost'}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
          >
            {t(`admin_claims_${value}`)}
          </Button>
        ))}
      </fieldset>
      <ListState
        isPending={claims.isPending}
        isError={claims.isError}
        isEmpty={claims.data?.items.length === 0}
        emptyText={t('admin_claims_empty')}
        onRetry={() => void claims.refetch()}
      />
      <ul className="space-y-3">
        {claims.data?.items.map((claim) => (
          <li key={claim.id}>
            <article
              aria-label={courtName(claim)}
              className="space-y-2 rounded-xl border border-border bg-card p-4 shadow-sm"
            >
              <h2 className="font-semibold">
                <Link
                  to={`/courts/${claim.court.id}`}
                  className="inline-block underline max-sm:py-2.5"
                >
                  {courtName(claim)}
                </Link>
              </h2>
              <p className="text-sm">
                {t('admin_claim_by', { name: claim.claimant.name })}
                {claim.claimant.email && (
                  <>
                    {' · '}
                    <a
                      href={`mailto:${claim.claimant.email}`}
                      className="inline-block underline max-sm:py-3"
                    >
                      {claim.claimant.email}
                    </a>
                  </>
                )}
                {' · '}
                {formatBookingDate(claim.createdAt.slice(0, 10), language)}
              </p>
              {claim.message && (
                <blockquote className="whitespace-pre-wrap border-l-2 border-primary pl-3 text-sm">
                  {claim.message}
                </blockquote>
              )}
              {claim.status === 'pending' && (
                <div className="flex gap-2">
                  <Button size="sm" onClick={() => deciding.pick({ claim, answer: 'approve' })}>
                    {t('admin_claim_approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => deciding.pick({ claim, answer: 'reject' })}
                  >
                    {t('admin_claim_reject')}
                  </Button>
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
      {picked && (
        <ConfirmDialog
          title={t(
            picked.answer === 'approve' ? 'admin_claim_approve_title' : 'admin_claim_reject_title',
            { name: picked.claim.claimant.name, court: courtName(picked.claim) },
          )}
          description={t(
            picked.answer === 'approve'
              ? 'admin_claim_approve_description'
              : 'admin_claim_reject_description',
            { name: picked.claim.claimant.name },
          )}
          confirmLabel={t(
            picked.answer === 'approve' ? 'admin_claim_approve' : 'admin_claim_reject',
          )}
          destructive={picked.answer === 'reject'}
          onConfirm={deciding.confirm}
          onOpenChange={(open) => {
            if (!open) deciding.pick(null);
          }}
        />
      )}
    </section>
  );
}
