import { cloneElement, type ReactElement, useId } from 'react';

interface FieldControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A label, one control and its error under it. The control gets the id the label points at,
 * aria-invalid, and aria-describedby naming the error (and the hint, if any).
 */
export function FormField(props: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactElement<FieldControlProps>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.hint && hintId, props.error && errorId].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      {cloneElement(props.children, {
        id,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {props.hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="text-sm text-destructive">
          {props.error}
        </p>
      )}
    </div>
  );
}
