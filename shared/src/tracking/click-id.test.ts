import { captureClickId, readClickId, TRACKING_STORAGE_KEY } from './click-id';

describe('click id (spec §2: saved in local storage under a tracking key)', () => {
  beforeEach(() => localStorage.clear());

  it('saves the gclid of the query string with the time it was seen', () => {
    const saved = captureClickId('?utm_source=x&gclid=Cj0KCQ-abc_123', localStorage, new Date('2026-11-21T10:00:00Z'));
    expect(saved).toEqual({ param: 'gclid', value: 'Cj0KCQ-abc_123', savedAt: '2026-11-21T10:00:00.000Z' });
    expect(JSON.parse(localStorage.getItem(TRACKING_STORAGE_KEY) ?? 'null')).toEqual(saved);
    expect(readClickId(localStorage)).toEqual(saved);
  });

  it('keeps the stored click id when a later page has none', () => {
    captureClickId('?gclid=first', localStorage);
    expect(captureClickId('?page=2', localStorage)).toBeNull();
    expect(readClickId(localStorage)?.value).toBe('first');
  });

  it('replaces it with a newer click', () => {
    captureClickId('?gclid=first', localStorage);
    captureClickId('?gclid=second', localStorage);
    expect(readClickId(localStorage)?.value).toBe('second');
  });

  it('ignores empty values and survives a storage that throws', () => {
    expect(captureClickId('?gclid=', localStorage)).toBeNull();
    const broken = { setItem: () => { throw new Error('quota'); } } as unknown as Storage;
    expect(captureClickId('?gclid=x', broken)).toBeNull();
  });
});
