import { LANGUAGE_CODES, type LanguageCode } from '@site/contracts';
import { useId, type ReactNode } from 'react';
import ui from '../admin-ui.module.css';
import form from './form.module.css';
import { LanguageTabs } from './language-tabs';
import { TranslateFromEnglish } from './translate-from-english';

export interface LanguageTabsSectionProps {
  /** The section's heading: an h2 when the section is a panel of its page, else an h3 in a stack. */
  title: string;
  panel?: boolean;
  /** The h3's class, in a stack. */
  titleClassName?: string;
  /** Accessible name of the tab list. */
  label: string;
  /** The editor (useEditorErrors): the language shown, and whether a language has errors (a mark on its tab). */
  editor: {
    language: LanguageCode;
    setLanguage: (code: LanguageCode) => void;
    invalid: (code: LanguageCode) => boolean;
    /** The form roots of the per-language texts: with them, "Translate from English" fills the empty ones. */
    localizedRoots?: readonly string[];
  };
  /** Whether a language holds content (a dot on its tab). */
  filled: (code: LanguageCode) => boolean;
  /** The panel of the selected language. */
  children: ReactNode;
}

/** A form's section of per-language texts: its heading, then one tab per language over the selected one's fields. */
export function LanguageTabsSection({
  title,
  panel = false,
  titleClassName,
  label,
  editor,
  filled,
  children,
}: LanguageTabsSectionProps) {
  const id = useId();
  const Heading = panel ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={panel ? ui.panel : form.stack}>
      <Heading id={id} className={panel ? ui.panelTitle : titleClassName}>
        {title}
      </Heading>
      {editor.localizedRoots && <TranslateFromEnglish roots={editor.localizedRoots} />}
      <LanguageTabs
        value={editor.language}
        onChange={editor.setLanguage}
        label={label}
        filled={new Set(LANGUAGE_CODES.filter(filled))}
        invalid={new Set(LANGUAGE_CODES.filter(editor.invalid))}
      >
        {children}
      </LanguageTabs>
    </section>
  );
}
