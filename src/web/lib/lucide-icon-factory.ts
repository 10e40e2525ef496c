/**
 * A slim stand-in for lucide-react's `createLucideIcon` (ISC licence, lucide.dev), wired in by
 * vite.config.ts. Icons are still imported from 'lucide-react' and keep their drawings; this
 * renders them with the props we use (className, size, strokeWidth, aria-*) in ~300 bytes
 * instead of ~1.5 KB gzip of runtime on the home page (decision 002).
 */
import { createElement, type SVGProps } from 'react';

type IconNode = [tag: string, attributes: Record<string, string>][];
interface IconData {
  name: string;
  node: IconNode;
}
type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

export default function createLucideIcon(icon: IconData) {
  // biome-ignore lint/correctness/noComponentHookFactories: a factory run once per icon at module load, as lucide-react does
  function LucideIcon({ size = 24, strokeWidth = 2, className, ...props }: IconProps) {
    const labelled = Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role');
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: `lucide lucide-${icon.name}${className ? ` ${className}` : ''}`,
        'aria-hidden': labelled ? undefined : 'true',
        ...props,
      },
      icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
  }
  return LucideIcon;
}
