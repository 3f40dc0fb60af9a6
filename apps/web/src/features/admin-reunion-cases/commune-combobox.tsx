import type { Commune } from '@site/vn-places';
import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import ui from '../../components/admin/admin-ui.module.css';
import { filterCommunes, foldName, matchCommune } from './place-match';
import styles from './cases.module.css';

export interface CommuneComboboxProps {
  /** The input's id (its label's `for`). */
  id: string;
  /** The chosen commune's name as the form holds it ('' for none). */
  value: string;
  /** The communes of the chosen province; null while no current province is chosen (the box is then disabled). */
  communes: readonly Commune[] | null;
  provinceId: string | null;
  onChange: (name: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
  describedBy?: string;
  placeholder: string;
  /** The list's name for assistive technology (the field's label). */
  listLabel: string;
  /** Read to screen readers as the list changes: how many match. */
  countText: (count: number) => string;
  noMatchText: (query: string) => string;
}

/**
 * A commune box: type part of a name (without diacritics if you like), then choose from the list with the mouse
 * or the arrow keys and Enter; Escape closes the list, then gives back the chosen name. The ARIA 1.2 combobox
 * pattern (an input with a listbox popup and `aria-activedescendant`), so focus stays in the input while the
 * active option is announced. Leaving the box keeps only a name from the list: a unique exact match of what was
 * typed, or the name chosen before; emptying it clears the choice.
 */
export function CommuneCombobox({
  id,
  value,
  communes,
  provinceId,
  onChange,
  onBlur,
  inputRef,
  invalid = false,
  describedBy,
  placeholder,
  listLabel,
  countText,
  noMatchText,
}: CommuneComboboxProps) {
  const base = useId();
  const listId = `${base}-list`;
  const optionId = (index: number) => `${base}-option-${index}`;
  /** What is typed while choosing; null shows the chosen value. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const options = useMemo(() => (communes ? filterCommunes(communes, query ?? '') : []), [communes, query]);
  const disabled = communes === null;

  const show = (index: number) => {
    setOpen(true);
    setActive(index);
    // Keep the active option in view in a long list (jsdom has no scrolling).
    window.requestAnimationFrame(() => {
      document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
    });
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (commune: Commune) => {
    setQuery(null);
    close();
    if (commune.name !== value) onChange(commune.name);
  };
  /** Leaving the box: a clear empties the choice, a typed exact name is taken, anything else gives the old one back. */
  const settle = () => {
    if (query !== null) {
      if (foldName(query) === '') {
        if (value !== '') onChange('');
      } else if (provinceId) {
        const typed = matchCommune(provinceId, query);
        if (typed && typed.name !== value) onChange(typed.name);
      }
    }
    setQuery(null);
    close();
  };
  const chosenIndex = () => options.findIndex((commune) => commune.name === value);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (disabled) return;
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!open || event.altKey) show(Math.max(0, chosenIndex()));
        else if (options.length > 0) show(Math.min(options.length - 1, active + 1));
        break;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) show(chosenIndex() >= 0 ? chosenIndex() : options.length - 1);
        else if (options.length > 0) show(Math.max(0, active - 1));
        break;
      }
      case 'Enter': {
        const commune = open ? options[active] : undefined;
        // Enter chooses the active option; it never submits the form from an open list.
        if (open) event.preventDefault();
        if (commune) choose(commune);
        break;
      }
      case 'Escape': {
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (query !== null) {
          event.preventDefault();
          setQuery(null);
        }
        break;
      }
      default:
        break;
    }
  };

  const shown = query ?? value;
  return (
    <div className={styles.combobox}>
      <input
        id={id}
        ref={inputRef}
        type="text"
        role="combobox"
        className={ui.input}
        value={shown}
        disabled={disabled}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 && options[active] ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-required
        aria-describedby={describedBy}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(foldName(event.target.value) === '' ? -1 : 0);
        }}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (!disabled && !open) show(Math.max(0, chosenIndex()));
        }}
        onBlur={() => {
          settle();
          onBlur?.();
        }}
      />
      <div
        id={listId}
        role="listbox"
        className={styles.listbox}
        hidden={!open || options.length === 0}
        aria-label={listLabel}
      >
        {open &&
          options.map((commune, index) => (
            // Keys are handled on the input, which keeps the focus (aria-activedescendant names the active option);
            // an option is only clicked.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={commune.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              data-chosen={commune.name === value || undefined}
              className={styles.option}
              // Mouse down would blur the input first and settle the typed text: keep focus, then choose.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(commune)}
              onMouseMove={() => index !== active && setActive(index)}
            >
              {commune.name}
            </div>
          ))}
      </div>
      {open && options.length === 0 && <p className={`${ui.hint} ${styles.noMatch}`}>{noMatchText(shown.trim())}</p>}
      <p className="visually-hidden" aria-live="polite">
        {open && query !== null ? countText(options.length) : ''}
      </p>
    </div>
  );
}
