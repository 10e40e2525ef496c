import { useId } from 'react';

const COLUMNS = { 1: 'grid gap-2', 2: 'grid gap-2 sm:grid-cols-2', 4: 'grid gap-2 sm:grid-cols-4' };

/** A fieldset of checkboxes holding a list of chosen values. */
export function CheckboxGroup(props: {
  legend: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  columns?: 1 | 2 | 4;
}) {
  const id = useId();
  const toggle = (option: string, checked: boolean) =>
    props.onChange(
      checked ? [...props.value, option] : props.value.filter((value) => value !== option),
    );
  return (
    <fieldset className="space-y-2" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{props.legend}</legend>
      <div className={COLUMNS[props.columns ?? 2]}>
        {props.options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={props.value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {props.error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
