import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils';

/** A styled native <select>: accessible and light, no popup library needed. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-11 w-full rounded-md border border-border bg-card px-3 py-2 text-sm sm:h-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}
