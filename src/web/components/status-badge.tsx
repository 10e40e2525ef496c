import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

const TONES = {
  waiting: 'bg-accent text-accent-foreground',
  good: 'bg-primary/10 text-primary',
  ended: 'border border-border text-muted-foreground',
};

/**
 * The state of a request or result (pending, accepted, declined …) on the signed-in pages.
 * Its own small component rather than ui/badge: sharing that one with the home page would
 * split it into a chunk of its own on the home page's initial load (decision 002).
 */
export function StatusBadge(props: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[props.tone],
      )}
    >
      {props.children}
    </span>
  );
}
