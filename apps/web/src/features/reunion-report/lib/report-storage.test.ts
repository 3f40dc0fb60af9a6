import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { EMPTY_FORM } from './report-form';
import {
  clearDraft,
  dequeueReport,
  draftHasContent,
  enqueueReport,
  loadDraft,
  loadQueue,
  loadSent,
  markRefused,
  readDraft,
  rememberSent,
  saveDraft,
  peekRefusedReport,
  restoreRefused,
  type ReportDraft,
} from './report-storage';

const draft = (text = 'Con tôi đi lạc'): ReportDraft => ({
  text,
  form: { ...EMPTY_FORM, medical_condition_ids: [], missing_person_name: 'An' },
  extras: [{ id: 'x', name: 'Chiều cao', value: '1m20' }],
  submissionId: '5b2f1c7e-8f7a-4a51-9d3e-0c1f2a3b4c5d',
});

afterEach(() => window.localStorage.clear());

describe('the draft', () => {
  it('is saved and read back whole', () => {
    saveDraft(draft());
    expect(loadDraft()).toEqual(draft());
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it('is not kept when there is nothing in it', () => {
    saveDraft(draft());
    saveDraft({ ...draft(''), form: { ...EMPTY_FORM, medical_condition_ids: [] }, extras: [] });
    expect(window.localStorage.getItem(STORAGE_KEYS.reunionReportDraft)).toBeNull();
  });

  it('reads a malformed or hostile draft defensively', () => {
    window.localStorage.setItem(STORAGE_KEYS.reunionReportDraft, '{not json');
    expect(loadDraft()).toBeNull();
    expect(readDraft(null)).toBeNull();
    expect(readDraft({ text: 'x' })).toBeNull();
    const odd = readDraft({
      submissionId: 'id',
      text: 42,
      form: {
        missing_person_name: { toString: 'x' },
        age: '9',
        address_period: 'mars',
        medical_condition_ids: ['dementia', 3],
      },
      extras: [{ id: 'a', name: 'n', value: 'v' }, { id: 1 }, 'x'],
      __proto__: { polluted: true },
    });
    expect(odd).toMatchObject({ text: '', submissionId: 'id', extras: [{ id: 'a', name: 'n', value: 'v' }] });
    expect(odd?.form).toMatchObject({
      missing_person_name: '',
      age: '9',
      address_period: 'current',
      medical_condition_ids: ['dementia'],
    });
    expect(draftHasContent(odd!)).toBe(true);
  });
});

describe('the offline queue', () => {
  const queued = (id: string) => ({
    submissionId: id,
    body: { missing_person_name: 'An' } as never,
    draft: { ...draft(), submissionId: id },
    queuedAt: '2026-01-01T00:00:00.000Z',
  });

  it('queues by submission id (the same report twice is kept once) and dequeues', () => {
    enqueueReport(queued('a'));
    enqueueReport(queued('b'));
    enqueueReport(queued('a'));
    expect(loadQueue().map((item) => item.submissionId)).toEqual(['b', 'a']);
    dequeueReport('b');
    dequeueReport('a');
    expect(loadQueue()).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.reunionReportQueue)).toBeNull();
  });

  it('gives a refused report back as a draft, once', () => {
    enqueueReport(queued('a'));
    expect(peekRefusedReport()).toBeNull();
    markRefused('a');
    expect(loadQueue()[0]?.refused).toBe(true);
    const refused = peekRefusedReport();
    expect(refused?.submissionId).toBe('a');
    // Reading it takes nothing away; restoring saves the draft, then leaves the queue.
    expect(loadQueue()).toHaveLength(1);
    restoreRefused(refused!);
    expect(loadDraft()?.submissionId).toBe('a');
    expect(loadQueue()).toEqual([]);
  });

  it('ignores a malformed queue', () => {
    window.localStorage.setItem(STORAGE_KEYS.reunionReportQueue, JSON.stringify([1, { submissionId: 'x' }, null]));
    expect(loadQueue()).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.reunionReportQueue, '"nope"');
    expect(loadQueue()).toEqual([]);
  });

  it('remembers the case numbers sent, latest first, only the numbers', () => {
    rememberSent('MP-2026-0001', new Date('2026-01-01T00:00:00Z'));
    rememberSent('MP-2026-0002', new Date('2026-01-02T00:00:00Z'));
    rememberSent('MP-2026-0001', new Date('2026-01-03T00:00:00Z'));
    expect(loadSent().map((item) => item.caseNumber)).toEqual(['MP-2026-0001', 'MP-2026-0002']);
    expect(Object.keys(loadSent()[0]!)).toEqual(['caseNumber', 'sentAt']);
  });
});
