import type { ComponentProps } from 'react';
import { useHydrated } from '#web/lib/use-hydrated';
import { cn } from '#web/lib/utils';
import { Slot } from './slot';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

const VARIANTS = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
  outline: 'border border-border bg-card hover:bg-muted',
  secondary: 'bg-muted text-foreground hover:bg-muted/70',
  ghost: 'hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline',
  hero: 'bg-accent text-accent-foreground font-semibold shadow-lg hover:bg-accent/90',
  'outline-hero': 'border-2 border-white/80 text-white hover:bg-white/10 font-semibold',
};

const SIZES = {
  // A finger needs 44 px (WCAG 2.5.5); a mouse on a wider screen gets the compact sizes.
  default: 'h-11 px-4 py-2 sm:h-10',
  sm: 'h-11 px-3 sm:h-9',
  lg: 'h-12 px-8 text-base',
  icon: 'size-11 sm:size-10',
  // A link-looking button in running text: no box of its own, a finger's height on a phone.
  inline: 'p-0 max-sm:min-h-11 max-sm:min-w-11',
  // A label that may be longer than a phone is wide (a whole sentence in Bulgarian): it wraps
  // and the button grows, rather than running off its card.
  wrap: 'min-h-11 px-4 py-2 text-center sm:min-h-10',
};

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
  asChild?: boolean;
};

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  const classes = cn(
    BASE,
    size === 'wrap' ? 'whitespace-normal' : 'whitespace-nowrap',
    VARIANTS[variant ?? 'default'],
    SIZES[size ?? 'default'],
    className,
  );
  if (asChild) return <Slot className={classes} {...props} />;
  // The server's rendering shows a button before its script has arrived: until then a press
  // would do nothing, so it says it is unavailable, to screen readers and to browser tests.
  return (
    <button
      className={classes}
      {...props}
      aria-disabled={hydrated ? props['aria-disabled'] : true}
    />
  );
}
