import type { ReactNode } from 'react';

/** The look of the top bar's icon buttons and links (bell, messages). */
export const TOP_BAR_ICON_CLASS =
  'relative inline-flex size-11 items-center justify-center rounded-md text-foreground sm:size-9 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The red count on a top bar icon; hidden from screen readers, whose name says the count. */
export function UnreadBadge({ count }: { count: number }): ReactNode {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className="absolute -right-1 -top-1 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] font-semibold leading-5 text-destructive-foreground"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
