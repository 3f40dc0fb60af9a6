import type { LanguageCode } from '@site/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminEditor from '../../../locales/en/admin-editor.json';
import { ChipsInput } from './chips-input';
import { LanguageTabs } from './language-tabs';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { 'admin-editor': adminEditor } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});
afterEach(cleanup);

function Tabs() {
  const [code, setCode] = useState<LanguageCode>('en');
  return (
    <LanguageTabs
      value={code}
      onChange={setCode}
      label="Texts by language"
      filled={new Set<LanguageCode>(['en', 'fr'])}
      invalid={new Set<LanguageCode>(['de'])}
    >
      <p>Panel {code}</p>
    </LanguageTabs>
  );
}

describe('LanguageTabs', () => {
  it('offers ten tabs named in their own language, marking content and errors', () => {
    render(<Tabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(10);
    expect(screen.getByRole('tab', { name: /Français/ }).textContent).toContain(adminEditor.languages.hasContent);
    expect(screen.getByRole('tab', { name: /Deutsch/ }).textContent).toContain(adminEditor.languages.hasErrors);
    expect(screen.getByRole('tab', { name: /日本語/ }).textContent).toBe('日本語');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel en');
  });

  it('moves with the arrow keys, Home and End (roving tab index)', () => {
    render(<Tabs />);
    const english = screen.getByRole('tab', { name: /English/ });
    expect(english.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(english, { key: 'ArrowRight' });
    const vietnamese = screen.getByRole('tab', { name: /Tiếng Việt/ });
    expect(vietnamese.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(vietnamese);
    expect(english.getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(vietnamese, { key: 'End' });
    expect(screen.getByRole('tab', { name: /العربية/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel en');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel ar');
    fireEvent.click(screen.getByRole('tab', { name: /Français/ }));
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: /Français/ }).id,
    );
  });
});

function Chips({ max = 3 }: { max?: number }) {
  const [value, setValue] = useState<string[]>(['React']);
  return (
    <>
      <label htmlFor="tech">Technologies</label>
      <ChipsInput id="tech" value={value} onChange={setValue} max={max} />
      <output>{value.join('|')}</output>
    </>
  );
}

describe('ChipsInput', () => {
  it('adds on Enter and comma, removes with ×, ignores blanks and duplicates', () => {
    render(<Chips max={4} />);
    const input = screen.getByLabelText('Technologies');
    const shown = () => screen.getByRole('status').textContent;
    fireEvent.change(input, { target: { value: 'Vite' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(shown()).toBe('React|Vite');
    fireEvent.change(input, { target: { value: 'react, Go,' } });
    expect(shown()).toBe('React|Vite|Go');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(shown()).toBe('React|Vite|Go');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Vite' }));
    expect(shown()).toBe('React|Go');
    fireEvent.change(input, { target: { value: 'Rust' } });
    fireEvent.blur(input);
    expect(shown()).toBe('React|Go|Rust');
  });

  it('stops taking chips at the limit', () => {
    render(<Chips max={2} />);
    const input = screen.getByLabelText('Technologies') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'A, B, C' } });
    expect(screen.getByRole('status').textContent).toBe('React|A');
    expect(input.disabled).toBe(true);
  });
});
