import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './select.css';

export interface SelectItem {
  id: string;
  label: string;
  icon?: ReactNode;
}

export interface SelectProps {
  label: string;
  items: SelectItem[];
  value: string | null;
  onChange(id: string): void;
  disabled?: boolean;
  /** Filter the list by label while typing (spec §4 "the list can be filtered by label when search is on"). */
  searchable?: boolean;
  searchLabel?: string;
  placeholder?: string;
  error?: string | null;
  name?: string;
}

/** Spec §9: the list keeps 8 px between the highlighted option and the list's edge when scrolling. */
const SCROLL_PADDING = 8;

/**
 * A select dropdown (spec §4): open or closed; arrow keys move the highlight with wrap-around, Enter
 * selects, Escape closes. ARIA combobox/listbox pattern so screen readers announce it properly.
 */
export function Select(props: SelectProps) {
  const { items, value, onChange, disabled = false, searchable = false } = props;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(0);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? items.filter((item) => item.label.toLowerCase().includes(q)) : items;
  }, [items, query]);
  const selected = items.find((item) => item.id === value) ?? null;

  useEffect(() => {
    if (!open) return;
    const onDocumentClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDocumentClick);
    return () => document.removeEventListener('mousedown', onDocumentClick);
  }, [open]);

  useEffect(() => {
    if (open && searchable) search.current?.focus();
  }, [open, searchable]);

  // Keep the highlighted option in view with the scroll padding.
  useEffect(() => {
    const option = list.current?.querySelector<HTMLElement>(`[data-index="${highlight}"]`);
    const container = list.current;
    if (!option || !container) return;
    if (option.offsetTop - SCROLL_PADDING < container.scrollTop) container.scrollTop = option.offsetTop - SCROLL_PADDING;
    else if (option.offsetTop + option.offsetHeight + SCROLL_PADDING > container.scrollTop + container.clientHeight) {
      container.scrollTop = option.offsetTop + option.offsetHeight + SCROLL_PADDING - container.clientHeight;
    }
  }, [highlight]);

  const openList = () => {
    if (disabled) return;
    setQuery('');
    const index = items.findIndex((item) => item.id === value);
    setHighlight(Math.max(index, 0));
    setOpen(true);
  };

  const choose = (item: SelectItem | undefined) => {
    if (!item) return;
    onChange(item.id);
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        openList();
      }
      return;
    }
    const count = visible.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (count) setHighlight((h) => (h + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (count) setHighlight((h) => (h - 1 + count) % count);
        break;
      case 'Enter':
        event.preventDefault();
        choose(visible[highlight]);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        button.current?.focus();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  return (
    <div className={`shop-select${open ? ' is-open' : ''}${props.error ? ' has-error' : ''}`} ref={root}>
      <span className="shop-select-label" id={`${id}-label`}>
        {props.label}
      </span>
      <button
        ref={button}
        type="button"
        className="shop-select-button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-activedescendant={open && visible[highlight] ? `${id}-option-${visible[highlight]?.id}` : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        disabled={disabled}
        name={props.name}
        onKeyDown={onKeyDown}
        onClick={() => (open ? setOpen(false) : openList())}
      >
        <span id={`${id}-value`} className="shop-select-value">
          {selected?.icon}
          {selected?.label ?? props.placeholder ?? ''}
        </span>
        <span aria-hidden="true" className="shop-select-caret">
          ▾
        </span>
      </button>
      {open && (
        <div className="shop-select-popup">
          {searchable && (
            <input
              ref={search}
              className="shop-select-search"
              aria-label={props.searchLabel ?? props.label}
              aria-controls={listId}
              value={query}
              onKeyDown={onKeyDown}
              onChange={(event) => {
                setQuery(event.target.value);
                setHighlight(0);
              }}
            />
          )}
          <div id={listId} ref={list} role="listbox" aria-labelledby={`${id}-label`} className="shop-select-list">
            {visible.map((item, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is on the combobox (aria-activedescendant pattern)
              <div
                key={item.id}
                tabIndex={-1}
                id={`${id}-option-${item.id}`}
                data-index={index}
                role="option"
                aria-selected={item.id === value}
                className={`shop-select-option${index === highlight ? ' is-highlighted' : ''}`}
                onMouseEnter={() => setHighlight(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
              >
                {item.icon}
                {item.label}
              </div>
            ))}
          </div>
        </div>
      )}
      {props.error && (
        <span id={errorId} className="shop-field-error" role="alert">
          {props.error}
        </span>
      )}
    </div>
  );
}
