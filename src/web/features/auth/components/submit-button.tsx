import { Button } from '#web/components/ui/button';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** Disabled and reading 'Loading...' while the form is being sent, so that it is sent once. */
export function SubmitButton(props: { submitting: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" size="wrap" className="w-full" disabled={props.submitting}>
      {props.submitting ? t('loading') : props.label}
    </Button>
  );
}
