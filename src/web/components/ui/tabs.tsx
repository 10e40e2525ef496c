import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useHydrated } from '#web/lib/use-hydrated';
import { cn } from '#web/lib/utils';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

export const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`;
export const panelId = (prefix: string, value: string) => `${prefix}-panel-${value}`;

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs; only the
 * selected tab is in the tab order. Hand-written because Radix Tabs costs ~10 KB gzip on the
 * home page (decision 002).
 */
export function TabList<T extends string>(props: {
  idPrefix: string;
  label: string;
  items: TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const hydrated = useHydrated();
  const { items, value, onChange, idPrefix } = props;

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    onChange(item.value);
    refs.current[target]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={props.label}
      className="grid w-full grid-cols-2 gap-1 rounded-xl bg-muted p-1 sm:inline-grid sm:w-auto"
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.value)}
            aria-selected={selected}
            aria-disabled={hydrated ? undefined : true}
            aria-controls={selected ? panelId(idPrefix, item.value) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold sm:min-h-0 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4',
              selected
                ? 'bg-card text-primary shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel(props: { idPrefix: string; value: string; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={panelId(props.idPrefix, props.value)}
      aria-labelledby={tabId(props.idPrefix, props.value)}
      className="focus-visible:outline-none"
    >
      {props.children}
    </div>
  );
}
