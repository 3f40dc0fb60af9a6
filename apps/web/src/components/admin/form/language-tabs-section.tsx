import { LANGUAGE_CODES, type LanguageCode } from '@site/contracts';
import { useId, type ReactNode } from 'react';
import { LanguageTabs } from './language-tabs';

export interface LanguageTabsSectionProps {
  /** The section's heading and its level in the page or dialog. */
  title: string;
  heading: 'h2' | 'h3';
  titleClassName?: string;
  className?: string;
  /** Accessible name of the tab list. */
  label: string;
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  /** Whether a language holds content (a dot on its tab). */
  filled: (code: LanguageCode) => boolean;
  /** Whether a language has errors (a warning mark on its tab). */
  invalid: (code: LanguageCode) => boolean;
  /** The panel of the selected language. */
  children: ReactNode;
}

/** A form's section of per-language texts: its heading, then one tab per language over the selected one's fields. */
export function LanguageTabsSection({
  title,
  heading: Heading,
  titleClassName,
  className,
  label,
  value,
  onChange,
  filled,
  invalid,
  children,
}: LanguageTabsSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      <LanguageTabs
        value={value}
        onChange={onChange}
        label={label}
        filled={new Set(LANGUAGE_CODES.filter(filled))}
        invalid={new Set(LANGUAGE_CODES.filter(invalid))}
      >
        {children}
      </LanguageTabs>
    </section>
  );
}
