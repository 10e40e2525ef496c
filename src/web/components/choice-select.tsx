import type { ComponentProps } from 'react';
import { NativeSelect } from './ui/native-select';

/**
 * A select of fixed choices, each shown by `labelOf`; `empty` adds a first choice of '' (such
 * as "Choose" or "As the club"). Its id and aria props come from the FormField around it.
 */
export function ChoiceSelect<Value extends string>(
  props: Omit<ComponentProps<'select'>, 'onChange' | 'value'> & {
    value: string;
    choices: readonly Value[];
    labelOf: (value: Value) => string;
    empty?: string;
    onChange: (value: string) => void;
  },
) {
  const { choices, labelOf, empty, onChange, ...rest } = props;
  return (
    <NativeSelect {...rest} onChange={(event) => onChange(event.target.value)}>
      {empty !== undefined && <option value="">{empty}</option>}
      {choices.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </NativeSelect>
  );
}
