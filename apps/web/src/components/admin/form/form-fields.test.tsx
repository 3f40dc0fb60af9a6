import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ColourField } from './colour-field';
import { LanguageNotice, LocalizedTextField } from './localized-fields';
import { SwitchField } from './switch-field';

interface Values {
  published: boolean;
  colour: string;
  names: { en: string; ar: string };
}

/** What the form holds now. */
const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Values;

function CurrentValues() {
  return <output data-testid="values">{JSON.stringify(useWatch())}</output>;
}

function Form({ code }: { code: 'en' | 'ar' }) {
  const methods = useForm<Values>({ defaultValues: { published: false, colour: '', names: { en: '', ar: '' } } });
  return (
    <FormProvider {...methods}>
      <SwitchField label="Published" hint="Visitors see it." {...methods.register('published')} />
      <ColourField<Values>
        name="colour"
        legend="Colour"
        pickerLabel="Pick"
        hexLabel="Hex"
        hint="A hex code."
        clearLabel="Clear"
      />
      <LocalizedTextField<Values>
        name={`names.${code}`}
        code={code}
        label="Name"
        required={code === 'en'}
        requiredText="(required)"
        maxLength={80}
      />
      <CurrentValues />
    </FormProvider>
  );
}

describe('form fields', () => {
  afterEach(cleanup);

  it('binds a switch with its hint to the form', () => {
    render(<Form code="en" />);
    const toggle = screen.getByRole('switch', { name: 'Published' });
    expect(toggle.getAttribute('aria-describedby')).toBe(screen.getByText('Visitors see it.').id);
    fireEvent.click(toggle);
    expect(values().published).toBe(true);
  });

  it('keeps the picker and the hex code in step, and clears the colour', () => {
    render(<Form code="en" />);
    const hex = screen.getByLabelText('Hex') as HTMLInputElement;
    expect((screen.getByLabelText('Pick') as HTMLInputElement).value).toBe('#efc940');
    fireEvent.change(hex, { target: { value: '#1E3A8A' } });
    expect((screen.getByLabelText('Pick') as HTMLInputElement).value).toBe('#1e3a8a');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(values().colour).toBe('');
  });

  it('writes a language’s copy in its language and direction, marking the required one', () => {
    const { unmount } = render(<Form code="en" />);
    const english = screen.getByRole('textbox', { name: 'Name (required)' });
    expect(english.getAttribute('aria-required')).toBe('true');
    unmount();
    render(<Form code="ar" />);
    const arabic = screen.getByRole('textbox', { name: 'Name' });
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.hasAttribute('aria-required')).toBe(false);
  });

  it('says what English requires, and that another language is optional', () => {
    render(<LanguageNotice code="en" englishNote="English is required." optionalNote="Optional." />);
    expect(screen.getByText('English is required.')).toBeTruthy();
    cleanup();
    render(
      <LanguageNotice code="fr" englishNote="English is required." optionalNote="Optional." empty>
        <button type="button">Copy</button>
      </LanguageNotice>,
    );
    expect(screen.getByText('Optional.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
