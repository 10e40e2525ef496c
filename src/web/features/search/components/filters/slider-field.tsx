import type { ComponentProps, ReactNode } from 'react';
import { Slider } from '#web/components/ui/slider';

/** A filter's slider under its name, with the chosen value (or range) at the right. */
export function SliderField({
  label,
  valueText,
  ...slider
}: ComponentProps<typeof Slider> & { label: string; valueText: ReactNode }) {
  return (
    <div className="space-y-3">
      <p className="flex justify-between text-sm font-semibold">
        {label}
        <output className="font-normal text-muted-foreground">{valueText}</output>
      </p>
      <Slider {...slider} />
    </div>
  );
}
