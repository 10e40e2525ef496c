import { Check } from 'lucide-react';

/** A fieldset of checkboxes drawn as toggle chips; real checkboxes, so keyboards and readers work. */
export function ChipGroup<T extends string>(props: {
  legend: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  value: T[];
  onChange: (value: T[]) => void;
}) {
  const toggle = (option: T, checked: boolean) =>
    props.onChange(
      checked ? [...props.value, option] : props.value.filter((item) => item !== option),
    );
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{props.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {props.options.map((option) => {
          const checked = props.value.includes(option);
          return (
            <label
              key={option}
              className="relative inline-flex cursor-pointer items-center gap-1.5 min-h-11 rounded-full border border-border px-3 py-1.5 text-sm sm:min-h-0 has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="checkbox"
                className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
                checked={checked}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              {checked && <Check aria-hidden="true" className="size-3.5" />}
              {props.labelOf(option)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
