import { dayAfter, dayIn, timeIn, toIsoInZone } from './schedule';

describe('scheduled delivery in the storefront\'s time zone (not the browser\'s)', () => {
  it('reads a chosen date and time in the zone, with its offset in summer and winter', () => {
    expect(toIsoInZone('2026-07-01', '09:00', 'Europe/Berlin')).toBe('2026-07-01T09:00:00+02:00');
    expect(toIsoInZone('2026-12-24', '09:00', 'Europe/Amsterdam')).toBe('2026-12-24T09:00:00+01:00');
    expect(toIsoInZone('2026-12-24', '09:00', 'Australia/Sydney')).toBe('2026-12-24T09:00:00+11:00');
    expect(toIsoInZone('2026-12-24', '09:00', 'America/Sao_Paulo')).toBe('2026-12-24T09:00:00-03:00');
  });

  it('refuses a time the zone skips (spring DST gap) and malformed values', () => {
    expect(toIsoInZone('2026-03-29', '02:30', 'Europe/Berlin')).toBeNull();
    expect(toIsoInZone('2026-03-29', '03:30', 'Europe/Berlin')).toBe('2026-03-29T03:30:00+02:00');
    expect(toIsoInZone('2026-02-30', '09:00', 'Europe/Berlin')).toBeNull();
    expect(toIsoInZone('tomorrow', '09:00', 'Europe/Berlin')).toBeNull();
  });

  it('shows an instant as the zone\'s day and time, across midnight', () => {
    const instant = new Date('2026-12-24T23:30:00Z');
    expect(dayIn(instant, 'Europe/Berlin')).toBe('2026-12-25');
    expect(timeIn(instant, 'Europe/Berlin')).toBe('00:30');
    expect(dayIn(instant, 'America/Sao_Paulo')).toBe('2026-12-24');
    expect(dayAfter(instant, 365, 'Europe/Berlin')).toBe('2027-12-25');
  });
});
