import { type ReactNode, useId } from 'react';

/**
 * One checkbox with its label beside it, tall enough to tap on a phone; a `hint` under it is
 * read with it.
 */
export function CheckboxField(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  hint?: string;
}) {
  const hintId = useId();
  const box = (
    <label className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={props.checked}
        aria-describedby={props.hint ? hintId : undefined}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.children}
    </label>
  );
  if (!props.hint) return box;
  return (
    <div className="space-y-1">
      {box}
      <p id={hintId} className="text-xs text-muted-foreground">
        {props.hint}
      </p>
    </div>
  );
}
