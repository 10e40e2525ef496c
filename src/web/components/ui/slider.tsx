import { Range, Root, Thumb, Track } from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';

/** A Radix slider with one labelled thumb per value. */
export function Slider({
  thumbLabels,
  ...props
}: ComponentProps<typeof Root> & { thumbLabels: string[] }) {
  return (
    <Root
      {...props}
      className="relative flex h-11 w-full touch-none select-none items-center sm:h-6"
    >
      <Track className="relative h-2 grow overflow-hidden rounded-full bg-muted">
        <Range className="absolute h-full bg-primary" />
      </Track>
      {thumbLabels.map((label) => (
        <Thumb
          key={label}
          aria-label={label}
          className="block size-11 rounded-full p-3 focus-visible:outline-none [&:focus-visible>span]:ring-2 [&:focus-visible>span]:ring-ring sm:size-5 sm:p-0"
        >
          {/* The dot seen; the thumb around it is a finger wide on a phone. */}
          <span className="block size-5 rounded-full border-2 border-primary bg-card shadow" />
        </Thumb>
      ))}
    </Root>
  );
}
