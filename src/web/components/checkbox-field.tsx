import type { ReactNode } from 'react';

/** One checkbox with its label beside it, tall enough to tap on a phone. */
export function CheckboxField(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.children}
    </label>
  );
}
