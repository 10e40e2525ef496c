import {
  Children,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
} from 'react';
import { cn } from '#web/lib/utils';

type Props = HTMLAttributes<HTMLElement>;
type Handler = (...args: unknown[]) => unknown;

const isHandler = (name: string) => /^on[A-Z]/.test(name);

const defaultPrevented = (event: unknown) =>
  typeof event === 'object' &&
  event !== null &&
  (event as { defaultPrevented?: unknown }).defaultPrevented === true;

/**
 * The child's handler, then the slot's, unless the child's called preventDefault: a child may
 * add to what the slot does on a click, or stop it, but does not silently drop it.
 */
function composeHandlers(slotHandler: Handler, childHandler: Handler): Handler {
  return (...args) => {
    const result = childHandler(...args);
    if (!defaultPrevented(args[0])) slotHandler(...args);
    return result;
  };
}

/** The slot's props under the child's: class names joined, event handlers both called. */
export function mergeSlotProps(slotProps: Props, childProps: Props): Props {
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = (childProps as Record<string, unknown>)[name];
    if (isHandler(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = composeHandlers(slotValue as Handler, childValue as Handler);
    }
  }
  merged.className = cn(slotProps.className, childProps.className);
  return merged as Props;
}

/**
 * Renders its only child with these props merged in (class names joined, event handlers of
 * both called, the child's own props winning otherwise): the `asChild` pattern of Radix's Slot
 * without its weight.
 */
export function Slot({ children, ...props }: Props) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  return cloneElement(child as ReactElement<Props>, mergeSlotProps(props, child.props));
}
