import { addMonths, currentMonth, drawDateOf, entryDeadline, firstMonday, isDrawDue, isMonthOver, parseMonth, startOfDayIn } from './doubler-calendar';

/** Spec §9 "Doubler draw: first Monday of the month", reckoned in each storefront's own time zone. */
describe('the doubler calendar', () => {
  it('finds the first Monday of a month', () => {
    expect(firstMonday('2026-11')).toBe('2026-11-02');
    expect(firstMonday('2026-06')).toBe('2026-06-01');
    expect(firstMonday('2026-03')).toBe('2026-03-02');
    expect(firstMonday('2026-08')).toBe('2026-08-03');
    expect(firstMonday('2027-02')).toBe('2027-02-01');
    expect(drawDateOf('2026-10')).toBe('2026-11-02');
    expect(drawDateOf('2026-12')).toBe('2027-01-04');
  });

  it('counts months across years and reads only YYYY-MM', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-10', -12)).toBe('2025-10');
    expect(parseMonth(' 2026-10 ')).toBe('2026-10');
    for (const bad of ['2026-13', '2026-1', '26-10', '2026-10-01', '', '1999-12', "2026-10'"]) expect(parseMonth(bad)).toBeNull();
  });

  it('takes the month of the storefront, not of UTC', () => {
    // 23:30 UTC on 31 October is already November in Berlin and Amsterdam, still October in New York.
    const lateOctober = new Date('2026-10-31T23:30:00Z');
    expect(currentMonth(lateOctober, 'DE')).toBe('2026-11');
    expect(currentMonth(lateOctober, 'NL')).toBe('2026-11');
    expect(currentMonth(lateOctober, 'US')).toBe('2026-10');
    expect(isMonthOver('2026-10', lateOctober, 'DE')).toBe(true);
    expect(isMonthOver('2026-10', lateOctober, 'US')).toBe(false);
  });

  it('ends the entries at the last moment of the month in the storefront’s time zone, across daylight saving time', () => {
    // October ends in winter time (UTC+1) in Germany, March in summer time (UTC+2).
    expect(entryDeadline('2026-10', 'DE').toISOString()).toBe('2026-10-31T22:59:59.999Z');
    expect(entryDeadline('2026-03', 'DE').toISOString()).toBe('2026-03-31T21:59:59.999Z');
    expect(entryDeadline('2026-10', 'US').toISOString()).toBe('2026-11-01T03:59:59.999Z');
    expect(startOfDayIn('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayIn('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('makes a month due on its first Monday from midnight in the storefront’s time zone', () => {
    expect(isDrawDue('2026-10', new Date('2026-11-01T22:59:59Z'), 'DE')).toBe(false);
    expect(isDrawDue('2026-10', new Date('2026-11-01T23:00:00Z'), 'DE')).toBe(true);
    expect(isDrawDue('2026-10', new Date('2026-11-02T04:59:59Z'), 'US')).toBe(false);
    expect(isDrawDue('2026-10', new Date('2026-12-20T12:00:00Z'), 'DE')).toBe(true);
    expect(isDrawDue('2026-11', new Date('2026-11-20T12:00:00Z'), 'DE')).toBe(false);
  });
});
