import { NOTE_DANCE_CODES, type SheetData, type SheetRecord } from '@site/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fakeServer } from '../../lib/test-fetch';
import { BASE, meRoute, renderAt, setUpTexts, signIn, tearDown, toasts } from './lib/test-kit';
import SheetCreatePage from './sheet-create-page';

/** The uploads (XMLHttpRequest, for their progress) answered by the test: the route's path, the file and fields. */
const uploads = vi.hoisted(() => ({
  sent: [] as { path: string; file: Blob; fields?: Readonly<Record<string, string>> }[],
  answer: (_path: string): Promise<unknown> => Promise.reject(new Error('no answer set')),
}));
vi.mock('../../lib/upload', () => ({
  uploadTo: (route: { path: string }, _input: unknown, options: { file: Blob; fields?: Record<string, string> }) => {
    uploads.sent.push({ path: route.path, file: options.file, fields: options.fields });
    return uploads.answer(route.path);
  },
}));

beforeAll(setUpTexts);
afterEach(tearDown);

const SCALE = 'X:1\nT:Scale\nM:4/4\nL:1/4\nQ:1/4=100\nK:C\nCDEF|GABc|\n';

const sheet = (changes: Partial<SheetData> = {}): SheetData =>
  ({
    title: 'Twinkle',
    tempo: 90,
    time_signature: { beats: 3, beat_type: 4 },
    key: { fifths: 0, mode: 'major' },
    pickup: 0,
    parts: [
      {
        id: 'P1',
        name: 'Piano',
        notes: [
          { pitch: 60, start: 0, duration: 1 },
          { pitch: 62, start: 1, duration: 1 },
          { pitch: null, start: 2, duration: 1 },
          { pitch: 64, start: 3, duration: 3 },
        ],
      },
    ],
    ...changes,
  }) as SheetData;

const record = (changes: Partial<SheetRecord> = {}): SheetRecord => ({
  id: 40,
  title: 'Scale',
  composer: null,
  difficulty: 'easy',
  published: true,
  source_format: 'abc',
  notes_count: 8,
  duration_beats: 8,
  tempo: 100,
  created_by: 'owner',
  created_at: '2026-10-01T08:00:00Z',
  updated_at: '2026-10-01T08:00:00Z',
  sheet: sheet(),
  abc: SCALE,
  ...changes,
});

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  uploads.sent.length = 0;
  signIn();
  server = fakeServer([
    meRoute(),
    [
      'POST',
      `${BASE}/sheets`,
      (request) => [
        201,
        { success: true, message: 'Sheet created.', data: record(request.body as Partial<SheetRecord>) },
      ],
    ],
    ['GET', `${BASE}/omr-status`, () => [200, { available: false, engine: null, message: 'None configured.' }]],
  ]);
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a sheet typed in ABC', () => {
  it('reads the ABC in the browser once the typing pauses and sums up what was read', async () => {
    renderAt('/note-dance/admin/sheets/create', <SheetCreatePage />);
    expect(screen.getByRole('tab', { name: 'Type ABC' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Type some ABC to see what is read.')).toBeTruthy();
    type('ABC notation', SCALE);
    expect(screen.getByText('Reading the ABC…')).toBeTruthy();
    const preview = await screen.findByTestId('sheet-preview');
    expect(preview.textContent).toContain('Scale');
    expect(preview.textContent).toContain('2 bars, 8 notes, 1 parts, 100 BPM, time 4/4');
    expect(within(preview).getByText('Voice 1: 8 notes')).toBeTruthy();
    // The ABC is read in the browser: nothing was sent for the preview.
    expect(server.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('shows a new reading when the ABC changes', async () => {
    renderAt('/note-dance/admin/sheets/create', <SheetCreatePage />);
    type('ABC notation', SCALE);
    await screen.findByText(/2 bars, 8 notes/);
    type('ABC notation', SCALE.replace('CDEF|GABc|', 'CDEF|GABc|c4|'));
    expect(await screen.findByText(/3 bars, 9 notes/)).toBeTruthy();
  });

  it('saves the ABC with its details, says so and goes back to the list', async () => {
    const location = renderAt('/note-dance/admin/sheets/create', <SheetCreatePage />);
    type('Title', '  Scale in C ');
    type('Composer', 'Anonymous');
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'easy' } });
    fireEvent.click(screen.getByRole('switch', { name: /Published/ }));
    type('ABC notation', SCALE);
    fireEvent.click(screen.getByRole('button', { name: 'Create sheet' }));
    await waitFor(() => expect(server.sent('POST', `${BASE}/sheets`)).toHaveLength(1));
    expect(server.sent('POST', `${BASE}/sheets`)[0]!.body).toEqual({
      title: 'Scale in C',
      composer: 'Anonymous',
      difficulty: 'easy',
      published: true,
      abc: SCALE,
    });
    await waitFor(() => expect(location.history!.at(-1)).toBe('/note-dance/admin/sheets'));
    expect(toasts()).toContainEqual(['success', '“Scale in C” was created.']);
  });

  it('sends nothing without ABC, and shows the server’s refusal by its code', async () => {
    renderAt('/note-dance/admin/sheets/create', <SheetCreatePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Create sheet' }));
    expect((await screen.findByTestId('sheet-problem')).textContent).toBe('Type some ABC to see what is read.');
    expect(server.sent('POST', `${BASE}/sheets`)).toHaveLength(0);

    server.routes[1] = [
      'POST',
      `${BASE}/sheets`,
      () => [422, { success: false, message: 'Vide', code: NOTE_DANCE_CODES.sheetEmpty }],
    ];
    type('ABC notation', 'X:1\nK:C\nz4|\n');
    fireEvent.click(screen.getByRole('button', { name: 'Create sheet' }));
    await waitFor(() =>
      expect(screen.getByTestId('sheet-problem').textContent).toBe('The sheet has no notes to play.'),
    );
  });
});

describe('a sheet uploaded as a file', () => {
  const midi = () => new File([new Uint8Array([0x4d, 0x54, 0x68, 0x64])], 'twinkle.mid', { type: 'audio/midi' });
  const choose = (file: File) => fireEvent.change(screen.getByLabelText('Sheet file'), { target: { files: [file] } });

  it('reads the file first and shows what it holds, then saves it with its details', async () => {
    uploads.answer = (path) =>
      Promise.resolve(
        path.endsWith('/convert-sheet')
          ? { success: true, message: 'Sheet converted.', format: 'midi', sheet: sheet() }
          : { success: true, message: 'Sheet created.', data: record({ title: 'Twinkle', source_format: 'midi' }) },
      );
    const location = renderAt('/note-dance/admin/sheets/create?mode=upload', <SheetCreatePage />);
    expect(screen.getByRole('tab', { name: 'Upload a file' }).getAttribute('aria-selected')).toBe('true');
    const read = screen.getByRole('button', { name: 'Read the file' }) as HTMLButtonElement;
    expect(read.disabled).toBe(true);
    choose(midi());
    // Saving before reading the file asks for the reading first.
    fireEvent.click(screen.getByRole('button', { name: 'Create sheet' }));
    expect(screen.getByTestId('sheet-problem').textContent).toBe('Read the file first to see what it contains.');
    fireEvent.click(read);
    expect(await screen.findByText('Read as MIDI: “Twinkle”')).toBeTruthy();
    expect(screen.getByTestId('sheet-preview').textContent).toContain('2 bars, 3 notes, 1 parts, 90 BPM, time 3/4');
    expect(uploads.sent[0]!.path).toBe(`${BASE}/convert-sheet`);
    expect((uploads.sent[0]!.file as File).name).toBe('twinkle.mid');

    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'medium' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create sheet' }));
    await waitFor(() => expect(uploads.sent).toHaveLength(2));
    expect(uploads.sent[1]!.path).toBe(`${BASE}/convert-sheet-and-save`);
    // An empty title keeps the file's; the details go as form fields.
    expect(uploads.sent[1]!.fields).toEqual({ difficulty: 'medium', published: 'false' });
    await waitFor(() => expect(location.history!.at(-1)).toBe('/note-dance/admin/sheets'));
    expect(toasts()).toContainEqual(['success', '“Twinkle” was created.']);
  });

  it("shows the server's refusal of a file, translated by its code, and saves nothing", async () => {
    uploads.answer = () =>
      Promise.reject(new ApiError('http', 422, 'Not a sheet', {}, undefined, { code: NOTE_DANCE_CODES.sheetInvalid }));
    const location = renderAt('/note-dance/admin/sheets/create?mode=upload', <SheetCreatePage />);
    choose(midi());
    fireEvent.click(screen.getByRole('button', { name: 'Read the file' }));
    expect((await screen.findByTestId('sheet-problem')).textContent).toBe('The sheet is not a valid Note Dance sheet.');
    expect(screen.queryByTestId('sheet-preview')).toBeNull();
    expect(uploads.sent).toHaveLength(1);
    expect(location.history).toEqual(['/note-dance/admin/sheets/create?mode=upload']);
  });

  it('shows a refusal without a known code in the server’s own words', async () => {
    uploads.answer = () =>
      Promise.reject(new ApiError('http', 413, 'The file is larger than 5 MB.', {}, undefined, {}));
    renderAt('/note-dance/admin/sheets/create?mode=upload', <SheetCreatePage />);
    choose(midi());
    fireEvent.click(screen.getByRole('button', { name: 'Read the file' }));
    expect((await screen.findByTestId('sheet-problem')).textContent).toBe('The file is larger than 5 MB.');
  });

  it('says plainly that no OMR engine is configured', async () => {
    renderAt('/note-dance/admin/sheets/create?mode=upload', <SheetCreatePage />);
    expect((await screen.findByTestId('omr-status')).textContent).toContain(
      'No optical music recognition engine is configured on this server',
    );
    expect(screen.queryByRole('button', { name: /scan/i })).toBeNull();
  });
});
