import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  /** Stable id reported by onSelectedChange. */
  id: string;
  label: string;
  /** Rendered in the panel while this tab is selected. */
  content: ReactNode;
  /** Skipped by the arrow keys and not selectable. @default false */
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for assistive tech, e.g. "Order filters". */
  label: string;
  /** In display order; each tab's panel renders only while it is selected. */
  tabs: readonly TabItem[];
  /** The selected tab's id when controlled. */
  selectedId?: string;
  /** The first selected tab when uncontrolled. @default the first enabled tab */
  defaultSelectedId?: string;
  /** Called when a click or key selects another tab. */
  onSelectedChange?: (change: { id: string }) => void;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move focus and select at once. */
export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelectedChange }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((tab) => !tab.disabled);
  const [ownSelectedId, setOwnSelectedId] = useState(defaultSelectedId ?? enabled[0]?.id);
  const current = tabs.find((tab) => tab.id === (selectedId ?? ownSelectedId) && !tab.disabled) ?? enabled[0];

  function select(tab: TabItem) {
    if (tab.disabled) return;
    setOwnSelectedId(tab.id);
    if (tab.id !== current?.id) onSelectedChange?.({ id: tab.id });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = enabled.findIndex((tab) => tab.id === current?.id);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: enabled.length - 1 }[event.key];
    if (next === undefined || enabled.length === 0) return;
    event.preventDefault();
    const tab = enabled[(next + enabled.length) % enabled.length]!;
    select(tab);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[tabs.indexOf(tab)]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => {
          const selected = tab === current;
          return (
            <button
              key={tab.id}
              id={tabId(baseId, i)}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={selected}
              aria-controls={panelId(baseId, i)}
              aria-disabled={tab.disabled || undefined}
              // Roving tabindex: Tab enters the list on the selected tab and leaves it with the next Tab.
              tabIndex={selected ? 0 : -1}
              data-selected={selected || undefined}
              onClick={() => select(tab)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          id={panelId(baseId, i)}
          role="tabpanel"
          aria-labelledby={tabId(baseId, i)}
          className={styles.panel}
          hidden={tab !== current}
          // Focusable so Tab from the tab list reaches panels that hold no control of their own.
          tabIndex={0}
        >
          {tab === current && tab.content}
        </div>
      ))}
    </div>
  );
}

const tabId = (baseId: string, index: number) => `${baseId}-tab-${index}`;
const panelId = (baseId: string, index: number) => `${baseId}-panel-${index}`;
