import {
  addWorkingDays,
  checkScheduledAt,
  DIGITAL_DELIVERY_MINUTES,
  DISPATCH_CUTOFF_HOUR,
  digitalDelivery,
  isWorkingDay,
  localDate,
  MAX_SCHEDULE_DAYS,
  PHYSICAL_DELIVERY_WORKING_DAYS,
  physicalDelivery,
  timeZoneForCountry,
} from './delivery-dates';

const at = (iso: string) => new Date(iso);

describe('constants', () => {
  it('match the shop spec', () => {
    expect(DISPATCH_CUTOFF_HOUR).toBe(17);
    expect(DIGITAL_DELIVERY_MINUTES).toBe(60);
    expect(PHYSICAL_DELIVERY_WORKING_DAYS).toEqual({ min: 2, max: 4 });
    expect(MAX_SCHEDULE_DAYS).toBe(365);
  });
});

describe('timeZoneForCountry', () => {
  it('maps storefront countries, UK as GB, case-insensitively', () => {
    expect(timeZoneForCountry('DE')).toBe('Europe/Berlin');
    expect(timeZoneForCountry('NL')).toBe('Europe/Amsterdam');
    expect(timeZoneForCountry('UK')).toBe('Europe/London');
    expect(timeZoneForCountry('GB')).toBe('Europe/London');
    expect(timeZoneForCountry('us')).toBe('America/New_York');
    expect(timeZoneForCountry('NZ')).toBe('Pacific/Auckland');
  });

  it('falls back to Berlin for unknown countries', () => {
    expect(timeZoneForCountry('XX')).toBe('Europe/Berlin');
    expect(timeZoneForCountry('')).toBe('Europe/Berlin');
  });
});

describe('localDate', () => {
  it('is the calendar day in the country, not in UTC', () => {
    expect(localDate(at('2026-01-15T23:30:00Z'), 'DE')).toBe('2026-01-16'); // 00:30 CET
    expect(localDate(at('2026-01-16T03:00:00Z'), 'US')).toBe('2026-01-15'); // 22:00 EST
    expect(localDate(at('2026-01-15T12:00:00Z'), 'NZ')).toBe('2026-01-16'); // 01:00 NZDT
  });

  it('rejects an invalid Date', () => {
    expect(() => localDate(new Date(Number.NaN), 'DE')).toThrow(RangeError);
  });
});

describe('isWorkingDay', () => {
  it('excludes weekends', () => {
    expect(isWorkingDay('2026-01-16', 'DE')).toBe(true); // Friday
    expect(isWorkingDay('2026-01-17', 'DE')).toBe(false); // Saturday
    expect(isWorkingDay('2026-01-18', 'DE')).toBe(false); // Sunday
    expect(isWorkingDay('2026-01-19', 'DE')).toBe(true); // Monday
  });

  it.each([
    ['2026-01-01', "New Year's Day"],
    ['2026-04-03', 'Good Friday'],
    ['2026-04-06', 'Easter Monday'],
    ['2025-10-03', 'German Unity Day (a Friday in 2025)'],
    ['2026-12-25', 'Christmas Day'],
    ['2025-12-26', 'Boxing Day (a Friday in 2025)'],
    ['2027-01-01', "New Year's Day 2027"],
  ])('German public holiday %s (%s) is not a working day in DE', (date) => {
    expect(isWorkingDay(date, 'DE')).toBe(false);
  });

  it('counts only nationwide public holidays in DE', () => {
    expect(isWorkingDay('2026-04-02', 'DE')).toBe(true); // Maundy Thursday: observance
    expect(isWorkingDay('2026-04-07', 'DE')).toBe(true);
    expect(isWorkingDay('2026-06-04', 'DE')).toBe(true); // Corpus Christi: some states only
    expect(isWorkingDay('2026-01-06', 'DE')).toBe(true); // Epiphany: some states only
    expect(isWorkingDay('2026-12-24', 'DE')).toBe(true); // Christmas Eve: bank holiday, not public
    expect(isWorkingDay('2026-12-31', 'DE')).toBe(true); // New Year's Eve: bank holiday
  });

  it('uses Dutch holidays for NL', () => {
    expect(isWorkingDay('2026-04-27', 'NL')).toBe(false); // King's Day
    expect(isWorkingDay('2026-04-27', 'DE')).toBe(true);
    expect(isWorkingDay('2026-12-25', 'NL')).toBe(false);
    expect(isWorkingDay('2025-12-26', 'NL')).toBe(false);
    expect(isWorkingDay('2025-10-03', 'NL')).toBe(true); // German Unity Day is German only
  });

  it('treats UK as GB', () => {
    // Boxing Day 2026 is a Saturday; Monday 28 December is the substitute bank holiday.
    expect(isWorkingDay('2026-12-28', 'UK')).toBe(false);
    expect(isWorkingDay('2026-12-28', 'GB')).toBe(false);
    expect(isWorkingDay('2026-12-28', 'DE')).toBe(true);
  });

  it('counts every day of a multi-day holiday', () => {
    // Eid al-Fitr 2026 in the UAE: three days from Friday 20 March (date-holidays data).
    expect(isWorkingDay('2026-03-19', 'AE')).toBe(true);
    expect(isWorkingDay('2026-03-20', 'AE')).toBe(false);
    expect(isWorkingDay('2026-03-23', 'AE')).toBe(true);
    // Eid al-Adha 2026: Wednesday 27 to Friday 29 May.
    expect(isWorkingDay('2026-05-28', 'AE')).toBe(false);
  });

  it('has only weekends off in a country date-holidays does not know', () => {
    expect(isWorkingDay('2026-12-25', 'XX')).toBe(true);
    expect(isWorkingDay('2026-12-26', 'XX')).toBe(false);
  });

  it('rejects malformed and impossible dates', () => {
    expect(() => isWorkingDay('2026-02-30', 'DE')).toThrow(RangeError);
    expect(() => isWorkingDay('2026-1-5', 'DE')).toThrow(RangeError);
    expect(() => isWorkingDay('2026-01-05T10:00', 'DE')).toThrow(RangeError);
  });
});

describe('addWorkingDays', () => {
  it('returns the date itself for n = 0, even on a weekend', () => {
    expect(addWorkingDays('2026-01-17', 0, 'DE')).toBe('2026-01-17');
  });

  it('skips weekends and holidays', () => {
    expect(addWorkingDays('2026-01-16', 1, 'DE')).toBe('2026-01-19'); // Fri → Mon
    expect(addWorkingDays('2026-04-02', 1, 'DE')).toBe('2026-04-07'); // over Easter
    expect(addWorkingDays('2026-04-02', 1, 'NL')).toBe('2026-04-03'); // Good Friday is no Dutch public holiday
    expect(addWorkingDays('2026-12-30', 2, 'DE')).toBe('2027-01-04'); // over New Year
  });

  it('rejects negative and fractional n', () => {
    expect(() => addWorkingDays('2026-01-16', -1, 'DE')).toThrow(RangeError);
    expect(() => addWorkingDays('2026-01-16', 1.5, 'DE')).toThrow(RangeError);
  });
});

describe('physicalDelivery', () => {
  it('dispatches on Friday at 16:59 Berlin time', () => {
    expect(physicalDelivery(at('2026-01-16T15:59:00Z'), 'DE')).toEqual({
      dispatchDate: '2026-01-16',
      from: '2026-01-20',
      to: '2026-01-22',
    });
  });

  it('dispatches on Monday from Friday 17:00 Berlin time', () => {
    expect(physicalDelivery(at('2026-01-16T16:00:00Z'), 'DE')).toEqual({
      dispatchDate: '2026-01-19',
      from: '2026-01-21',
      to: '2026-01-23',
    });
  });

  it('dispatches on Monday for a Saturday order, whatever the hour', () => {
    expect(physicalDelivery(at('2026-01-17T08:00:00Z'), 'DE').dispatchDate).toBe('2026-01-19');
  });

  it('honours daylight saving time for the cut-off', () => {
    // 15:30Z is 17:30 CEST in summer time (from 29 March 2026) ...
    expect(physicalDelivery(at('2026-03-30T15:30:00Z'), 'DE').dispatchDate).toBe('2026-03-31');
    // ... but 16:30 CET in winter.
    expect(physicalDelivery(at('2026-01-15T15:30:00Z'), 'DE').dispatchDate).toBe('2026-01-15');
  });

  it('uses the local day: just after midnight in Berlin is the next day', () => {
    // Thursday 23:30Z is already Friday 00:30 CET: dispatch on that Friday.
    expect(physicalDelivery(at('2026-01-15T23:30:00Z'), 'DE').dispatchDate).toBe('2026-01-16');
  });

  it('uses the storefront time zone for the cut-off', () => {
    // 20:30Z on a Thursday: 21:30 in Berlin (too late), 15:30 in New York (in time).
    expect(physicalDelivery(at('2026-01-15T20:30:00Z'), 'DE').dispatchDate).toBe('2026-01-16');
    expect(physicalDelivery(at('2026-01-15T20:30:00Z'), 'US').dispatchDate).toBe('2026-01-15');
  });

  it('does not dispatch on a holiday', () => {
    expect(physicalDelivery(at('2026-04-03T08:00:00Z'), 'DE').dispatchDate).toBe('2026-04-07'); // Good Friday
    expect(physicalDelivery(at('2025-10-03T08:00:00Z'), 'DE').dispatchDate).toBe('2025-10-06'); // Unity Day
    expect(physicalDelivery(at('2025-10-03T08:00:00Z'), 'NL').dispatchDate).toBe('2025-10-03');
    expect(physicalDelivery(at('2026-04-27T08:00:00Z'), 'NL').dispatchDate).toBe('2026-04-28'); // King's Day
  });

  it('skips weekends and holidays in the arrival window over Christmas', () => {
    // Wed 23 Dec dispatch; 24 Dec counts, 25 Dec (holiday), 26–27 Dec (weekend) do not.
    expect(physicalDelivery(at('2026-12-23T10:00:00Z'), 'DE')).toEqual({
      dispatchDate: '2026-12-23',
      from: '2026-12-28',
      to: '2026-12-30',
    });
    // In the UK, Mon 28 Dec is the substitute Boxing Day as well.
    expect(physicalDelivery(at('2026-12-23T10:00:00Z'), 'UK')).toEqual({
      dispatchDate: '2026-12-23',
      from: '2026-12-29',
      to: '2026-12-31',
    });
  });

  it('skips New Year in the arrival window', () => {
    expect(physicalDelivery(at('2026-12-30T10:00:00Z'), 'DE')).toEqual({
      dispatchDate: '2026-12-30',
      from: '2027-01-04',
      to: '2027-01-06', // Epiphany is not a nationwide holiday
    });
  });
});

describe('digitalDelivery', () => {
  const now = at('2026-01-16T15:59:00Z');

  it('sends now and arrives within an hour', () => {
    expect(digitalDelivery(now, null)).toEqual({ from: '2026-01-16T15:59:00.000Z', to: '2026-01-16T16:59:00.000Z' });
  });

  it('sends at the scheduled time when it is later', () => {
    expect(digitalDelivery(now, at('2026-02-14T08:00:00Z'))).toEqual({
      from: '2026-02-14T08:00:00.000Z',
      to: '2026-02-14T09:00:00.000Z',
    });
  });

  it('sends now when the scheduled time has passed', () => {
    expect(digitalDelivery(now, at('2026-01-16T15:57:00Z')).from).toBe('2026-01-16T15:59:00.000Z');
  });

  it('rejects invalid Dates', () => {
    expect(() => digitalDelivery(now, new Date(Number.NaN))).toThrow(RangeError);
    expect(() => digitalDelivery(new Date(Number.NaN), null)).toThrow(RangeError);
  });
});

describe('checkScheduledAt', () => {
  const now = at('2026-01-16T12:00:00Z');
  const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
  const days = (n: number) => minutes(n * 24 * 60);

  it('accepts now, the future within a year and up to 5 minutes in the past', () => {
    expect(checkScheduledAt(now, now)).toBeNull();
    expect(checkScheduledAt(now, minutes(-5))).toBeNull();
    expect(checkScheduledAt(now, days(30))).toBeNull();
    expect(checkScheduledAt(now, days(365))).toBeNull();
  });

  it('refuses more than 5 minutes in the past', () => {
    expect(checkScheduledAt(now, minutes(-5.01))).toBe('past');
    expect(checkScheduledAt(now, days(-1))).toBe('past');
  });

  it('refuses more than 365 days ahead', () => {
    expect(checkScheduledAt(now, minutes(365 * 24 * 60 + 1))).toBe('too-far');
  });

  it('rejects an invalid Date', () => {
    expect(() => checkScheduledAt(now, new Date(Number.NaN))).toThrow(RangeError);
  });
});
