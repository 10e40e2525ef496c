import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ReportKind } from '#contract/reports';
import { Button } from '#web/components/ui/button';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';
import { cn } from '#web/lib/utils';

// The dialog and its texts load when a report is first started.
const ReportDialog = lazy(() => import('./report-dialog'));

const LOOKS = {
  /** A quiet button with the word, under a page's content. */
  text: { size: 'sm', className: '' },
  /** A square beside another action (a partner request's Message). */
  icon: { size: 'icon', className: 'shrink-0' },
  /** A small flag beside a chat message; a finger's size on a phone, without growing the line. */
  compact: { size: 'inline', className: 'size-6 rounded-full max-sm:-my-3.5 max-sm:-mr-2' },
} as const;

/**
 * 'Report' for content a signed-in player sees and did not write (a visitor sees none: only
 * players report). `label` names what is reported, for screen readers (it starts with the
 * visible word, so speech input finds it).
 */
export default function ReportButton(props: {
  kind: ReportKind;
  targetId: string;
  label: string;
  look?: keyof typeof LOOKS;
  className?: string;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const look = props.look ?? 'text';
  const { size, className } = LOOKS[look];
  return (
    <>
      <Button
        variant={look === 'icon' ? 'outline' : 'ghost'}
        size={size}
        aria-label={props.label}
        title={look === 'text' ? undefined : props.label}
        className={cn('text-muted-foreground', className, props.className)}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" />
        {look === 'text' && t('report_action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog kind={props.kind} targetId={props.targetId} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
