import {
  Children,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
} from 'react';
import { cn } from '#web/lib/utils';

/**
 * Renders its only child with these props merged in (class names joined, the child's own
 * props winning otherwise): the `asChild` pattern of Radix's Slot without its weight.
 */
export function Slot({ children, className, ...props }: HTMLAttributes<HTMLElement>) {
  const child = Children.only(children);
  if (!isValidElement<HTMLAttributes<HTMLElement>>(child)) return null;
  return cloneElement(child as ReactElement<HTMLAttributes<HTMLElement>>, {
    ...props,
    ...child.props,
    className: cn(className, child.props.className),
  });
}
