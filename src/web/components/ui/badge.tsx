import type { ReactNode } from 'react';
import { cn } from '#web/lib/utils';

const tones = {
  muted: 'bg-muted text-foreground',
  primary: 'bg-primary/10 text-primary',
  accent: 'bg-accent text-accent-foreground',
  outline: 'border border-border text-muted-foreground',
};

export function Badge(props: {
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium',
        tones[props.tone ?? 'muted'],
        props.className,
      )}
    >
      {props.children}
    </span>
  );
}
