import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './disclosure.module.css';

interface DisclosureProps {
  /** Renders the toggle button's content. */
  label: ReactNode;
  /** Accessible name of the toggle when its content is not text enough. */
  ariaLabel?: string;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  /** Extra attributes for the toggle (e.g. a tour target). */
  buttonProps?: Record<string, string>;
  /** Content before the toggle inside the same wrapper (a split link + toggle). */
  before?: ReactNode;
  children: (close: () => void) => ReactNode;
}

/**
 * A button that shows and hides a panel (the disclosure pattern): Escape closes and returns focus,
 * a click outside or focus leaving closes it.
 */
export function Disclosure({
  label,
  ariaLabel,
  className,
  buttonClassName,
  panelClassName,
  buttonProps,
  before,
  children,
}: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    // Focus moving out of the menu (Tab past its last link) closes it too.
    const onFocusOut = (event: FocusEvent) => {
      if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const el = wrapper.current;
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    el?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      el?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={wrapper} className={`${styles.wrapper} ${className ?? ''}`}>
      {before}
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
        {...buttonProps}
      >
        {label}
      </button>
      <div id={panelId} className={`${styles.panel} ${panelClassName ?? ''}`} hidden={!open}>
        {children(close)}
      </div>
    </div>
  );
}
