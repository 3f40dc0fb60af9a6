import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminEditor from '../../locales/en/admin-editor.json';
import adminReunion from '../../locales/en/adminReunion.json';
import { emptyCaseForm, type CaseFormValues } from './case-form-model';
import { PlacePicker } from './place-picker';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { adminReunion, 'admin-editor': adminEditor } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});
afterEach(cleanup);

const texts = adminReunion.form;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** What the form holds now. */
const place = () => (JSON.parse(screen.getByTestId('values').textContent ?? '{}') as CaseFormValues['last_seen']) ?? {};

function CurrentPlace() {
  return <output data-testid="values">{JSON.stringify(useWatch<CaseFormValues>({ name: 'last_seen' }))}</output>;
}

function Form({ lastSeen }: { lastSeen?: CaseFormValues['last_seen'] }) {
  const defaults = emptyCaseForm();
  const methods = useForm<CaseFormValues>({
    defaultValues: { ...defaults, last_seen: lastSeen ?? defaults.last_seen },
  });
  return (
    <FormProvider {...methods}>
      <form>
        <PlacePicker />
        <CurrentPlace />
      </form>
    </FormProvider>
  );
}

const provinceSelect = () =>
  screen.getByRole('combobox', { name: `${texts.province} ${texts.required}` }) as HTMLSelectElement;
const communeBox = () =>
  screen.getByRole('combobox', { name: `${texts.commune} ${texts.required}` }) as HTMLInputElement;
const latitude = () => screen.getByLabelText(texts.latitude) as HTMLInputElement;
const longitude = () => screen.getByLabelText(texts.longitude) as HTMLInputElement;
const chooseProvince = (name: string) => {
  const option = within(provinceSelect()).getByRole('option', { name }) as HTMLOptionElement;
  fireEvent.change(provinceSelect(), { target: { value: option.value } });
};
const type = (text: string) => fireEvent.change(communeBox(), { target: { value: text } });
const key = (name: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(communeBox(), { key: name, ...init });
const listbox = () => screen.getByRole('listbox', { hidden: true });
const optionNames = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('PlacePicker', () => {
  it('lists the 34 current provinces A–Z the Vietnamese way, and no commune before a province is chosen', () => {
    render(<Form />);
    const options = within(provinceSelect()).getAllByRole('option');
    // The placeholder, then the 34 provinces.
    expect(options).toHaveLength(35);
    expect(options[0]?.textContent).toBe(texts.provinceChoose);
    expect(options[1]?.textContent).toBe('An Giang');
    const names = options.slice(1).map((option) => option.textContent ?? '');
    expect(names).toEqual([...names].sort(new Intl.Collator('vi').compare));
    expect(communeBox().disabled).toBe(true);
    expect(screen.getByText(texts.communeFirst)).toBeTruthy();
  });

  it('chooses a province, fills its seat, then filters its communes typed without diacritics', () => {
    render(<Form />);
    chooseProvince('Đà Nẵng');
    expect(place()).toEqual({ province: 'Đà Nẵng', commune: '', latitude: '16.07', longitude: '108.22' });
    expect(latitude().value).toBe('16.07');
    // The hint says the position is the province seat, to be refined.
    expect(screen.getByText(fill(texts.seatHint, { seat: 'Đà Nẵng' }))).toBeTruthy();

    const box = communeBox();
    expect(box.disabled).toBe(false);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    type('hai chau');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['Phường Hải Châu']);
    expect(box.getAttribute('aria-controls')).toBe(listbox().id);
    // The first match is active, and named to assistive technology while focus stays in the box.
    const active = box.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('Phường Hải Châu');
    expect(screen.getByText(fill(texts.communeCount, { count: '1' }))).toBeTruthy();
    key('Enter');
    expect(place().commune).toBe('Phường Hải Châu');
    expect(box.value).toBe('Phường Hải Châu');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the list with the arrow keys, closes with Escape and gives the chosen name back', () => {
    render(<Form />);
    chooseProvince('Đà Nẵng');
    type('an');
    const matches = optionNames();
    expect(matches.length).toBeGreaterThan(2);
    const box = communeBox();
    const activeName = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeName()).toBe(matches[0]);
    key('ArrowDown');
    key('ArrowDown');
    expect(activeName()).toBe(matches[2]);
    key('ArrowUp');
    expect(activeName()).toBe(matches[1]);
    const selected = within(listbox())
      .getAllByRole('option')
      .filter((option) => option.getAttribute('aria-selected') === 'true');
    expect(selected.map((option) => option.textContent)).toEqual([matches[1]]);
    key('Enter');
    expect(place().commune).toBe(matches[1]);

    // Typing something else then Escape twice: the list closes, then the chosen name comes back.
    type('zzz');
    expect(screen.getByText(fill(texts.communeNone, { province: 'Đà Nẵng', query: 'zzz' }))).toBeTruthy();
    key('Escape');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('zzz');
    key('Escape');
    expect(box.value).toBe(matches[1]);
    expect(place().commune).toBe(matches[1]);

    // Arrow down on a closed list opens it at the chosen commune.
    key('ArrowDown');
    expect(activeName()).toBe(matches[1]);
  });

  it('takes a typed exact name on leaving the box, and gives back the choice for anything else', () => {
    render(<Form />);
    chooseProvince('Hồ Chí Minh');
    type('phuong ben thanh');
    fireEvent.blur(communeBox());
    expect(place().commune).toBe('Phường Bến Thành');
    type('ben');
    fireEvent.blur(communeBox());
    expect(place().commune).toBe('Phường Bến Thành');
    expect(communeBox().value).toBe('Phường Bến Thành');
    // Emptying the box clears the choice.
    type('');
    fireEvent.blur(communeBox());
    expect(place().commune).toBe('');
  });

  it('chooses with the mouse', () => {
    render(<Form />);
    chooseProvince('Hà Nội');
    type('hoan kiem');
    fireEvent.click(within(listbox()).getByRole('option', { name: 'Phường Hoàn Kiếm' }));
    expect(place().commune).toBe('Phường Hoàn Kiếm');
  });

  it('keeps coordinates typed by hand, and moves the ones it filled to the next province seat', () => {
    render(<Form />);
    chooseProvince('Đà Nẵng');
    chooseProvince('Huế');
    expect(place()).toMatchObject({ province: 'Huế', latitude: '16.46', longitude: '107.59' });
    fireEvent.change(latitude(), { target: { value: '16.47' } });
    fireEvent.change(longitude(), { target: { value: '107.6' } });
    expect(screen.queryByText(fill(texts.seatHint, { seat: 'Huế' }))).toBeNull();
    chooseProvince('Đà Nẵng');
    expect(place()).toMatchObject({ province: 'Đà Nẵng', latitude: '16.47', longitude: '107.6' });
  });

  it('keeps a commune that exists in the newly chosen province, and clears one that does not', () => {
    // Hoàng Mai is a ward of Hà Nội and a ward of Nghệ An; Đà Nẵng has none of that name.
    render(
      <Form lastSeen={{ province: 'Hà Nội', commune: 'Phường Hoàng Mai', latitude: '21.03', longitude: '105.85' }} />,
    );
    chooseProvince('Nghệ An');
    // The position was Hà Nội's seat: it moves to Nghệ An's.
    expect(place()).toEqual({
      province: 'Nghệ An',
      commune: 'Phường Hoàng Mai',
      latitude: '18.68',
      longitude: '105.68',
    });
    chooseProvince('Đà Nẵng');
    expect(place().commune).toBe('');
    expect(communeBox().value).toBe('');
  });

  it('loads a seeded case written the way addresses are ("TP. Hồ Chí Minh") as the current unit, unchanged', () => {
    render(
      <Form
        lastSeen={{ province: 'TP. Hồ Chí Minh', commune: 'Phường Bến Thành', latitude: '10.77', longitude: '106.7' }}
      />,
    );
    expect(provinceSelect().selectedOptions[0]?.textContent).toBe('Hồ Chí Minh');
    expect(communeBox().value).toBe('Phường Bến Thành');
    expect(place().province).toBe('TP. Hồ Chí Minh');
    expect(screen.queryByText(/not in the current list/)).toBeNull();
  });

  it('keeps a stored name that is not in the current list, says so, and lets the owner pick or keep it', () => {
    const stored = { province: 'Quảng Nam', commune: 'Phường Cẩm Phô', latitude: '15.88', longitude: '108.33' };
    render(<Form lastSeen={stored} />);
    const notCurrent = fill(texts.notCurrent, { name: 'Quảng Nam' });
    expect(screen.getByText(notCurrent)).toBeTruthy();
    expect(screen.getByText(fill(texts.notCurrent, { name: 'Phường Cẩm Phô' }))).toBeTruthy();
    expect(provinceSelect().selectedOptions[0]?.textContent).toBe(fill(texts.storedOption, { name: 'Quảng Nam' }));
    // The note is part of the field's description.
    const noteId = screen.getByText(notCurrent).id;
    expect(provinceSelect().getAttribute('aria-describedby')?.split(' ')).toContain(noteId);
    expect(communeBox().value).toBe('Phường Cẩm Phô');
    expect(place()).toEqual(stored);

    // Picking a current province: the hand-set position stays, the old commune is not one of its units.
    chooseProvince('Đà Nẵng');
    expect(place()).toEqual({ ...stored, province: 'Đà Nẵng', commune: '' });
    expect(screen.queryByText(notCurrent)).toBeNull();
    // …and the stored commune can be kept all the same.
    fireEvent.click(screen.getByRole('button', { name: fill(texts.keepStored, { name: 'Phường Cẩm Phô' }) }));
    expect(place().commune).toBe('Phường Cẩm Phô');

    // Going back to the stored province restores the stored place.
    fireEvent.change(provinceSelect(), { target: { value: '__stored' } });
    expect(place()).toEqual(stored);
  });

  it('marks both fields invalid, describes them by their errors, and lets the form focus them', async () => {
    const held: { form?: ReturnType<typeof useForm<CaseFormValues>> } = {};
    function Invalid() {
      const methods = useForm<CaseFormValues>({ defaultValues: emptyCaseForm() });
      useEffect(() => {
        held.form = methods;
      });
      return (
        <FormProvider {...methods}>
          <PlacePicker />
        </FormProvider>
      );
    }
    render(<Invalid />);
    await act(async () => {
      held.form?.setError('last_seen.province', { message: 'reunion.placeRequired' });
      held.form?.setError('last_seen.commune', { message: 'reunion.placeRequired' });
      await Promise.resolve();
    });
    expect(provinceSelect().getAttribute('aria-invalid')).toBe('true');
    expect(communeBox().getAttribute('aria-invalid')).toBe('true');
    for (const control of [provinceSelect(), communeBox()]) {
      const errorId = (control.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'));
      expect(errorId && document.getElementById(errorId)?.textContent).toBeTruthy();
    }
    // The editor reveals the first error with setFocus (which focuses on the next task): both controls carry the
    // form's ref.
    const focus = async (name: 'last_seen.province' | 'last_seen.commune') =>
      act(async () => {
        held.form?.setFocus(name);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    await focus('last_seen.province');
    expect(document.activeElement).toBe(provinceSelect());
    chooseProvince('Huế');
    await focus('last_seen.commune');
    expect(document.activeElement).toBe(communeBox());
  });
});
