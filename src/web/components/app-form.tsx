import type { ComponentProps } from 'react';
import { useHydrated } from '#web/lib/use-hydrated';
import { cn } from '#web/lib/utils';

/**
 * A form of the app. Until the page runs in the browser its fields and buttons are disabled: a
 * form sent before then would go to the server as a plain GET, a password in the URL.
 */
export function AppForm({ className, children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form noValidate {...props}>
      <fieldset disabled={!hydrated} className={cn('min-w-0', className)}>
        {children}
      </fieldset>
    </form>
  );
}
