import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './class-names';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  icon?: ReactNode;
}

/** The id of a tab's panel, for `aria-labelledby` / `aria-controls` pairs. */
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;
export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;

/**
 * A tablist (WAI-ARIA tabs pattern): only the selected tab is in the Tab order; Arrow keys,
 * Home and End move between tabs and select them.
 */
export function TabList<T extends string>({
  items,
  selected,
  onSelect,
  label,
  idPrefix,
  className,
}: {
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  label: string;
  idPrefix: string;
  className?: string;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next]!;
    onSelect(item.id);
    refs.current.get(item.id)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn('flex gap-1 overflow-x-auto rounded-2xl border border-line p-1', className)}
    >
      {items.map((item, index) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(element) => {
              if (element) refs.current.set(item.id, element);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={active}
            aria-controls={tabPanelId(idPrefix, item.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.id)}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              'inline-flex shrink-0 items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              active
                ? 'bg-surface-raised text-ink shadow'
                : 'text-ink-muted hover:bg-surface-hover hover:text-ink',
            )}
          >
            {item.icon}
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
