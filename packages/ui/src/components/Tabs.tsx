import { createContext, useContext, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tab parts must be inside <Tabs>');
  return state;
}

const idOf = (baseId: string, part: 'tab' | 'panel', value: string) => `${baseId}-${part}-${value.replace(/\W+/g, '-')}`;

export interface TabsProps {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}

/** Controlled tabs following the WAI-ARIA tabs pattern (arrow keys, Home, End). */
export function Tabs({ value, onValueChange, children, className }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, select: onValueChange, baseId }}>
      <div className={cx('il-tabs', className)}>{children}</div>
    </TabsContext.Provider>
  );
}

export function TabList({ children, label, className }: { children: ReactNode; label: string; className?: string }) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])') ?? []);
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index < 0 || tabs.length === 0) return;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    target?.focus();
    target?.click();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={cx('il-tabs__list', className)} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

export function Tab({ value, children, disabled, className }: { value: string; children: ReactNode; disabled?: boolean; className?: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, 'tab', value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.baseId, 'panel', value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      className={cx('il-tabs__tab', selected && 'il-tabs__tab--active', className)}
      onClick={() => tabs.select(value)}
    >
      {children}
    </button>
  );
}

export function TabPanel({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, 'panel', value)}
      aria-labelledby={idOf(tabs.baseId, 'tab', value)}
      tabIndex={0}
      className={cx('il-tabs__panel', className)}
    >
      {children}
    </div>
  );
}
