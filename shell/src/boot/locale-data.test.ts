import { nextTask, prepareLocaleData } from './locale-data';

describe('prepareLocaleData', () => {
  afterEach(() => jest.restoreAllMocks());

  test('creates a number format of the page locale and the storefront currency, and a date format, so their data is loaded', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
    prepareLocaleData('nl-NL', 'EUR');
    expect(numberFormat).toHaveBeenCalledWith('nl-NL', { style: 'currency', currency: 'EUR' });
    expect(dateFormat).toHaveBeenCalledWith('nl-NL');
  });

  test('a locale the browser refuses does not stop the boot', () => {
    expect(() => prepareLocaleData('not a locale!', 'EUR')).not.toThrow();
    expect(() => prepareLocaleData('pl-PL', 'not a currency')).not.toThrow();
  });
});

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  test('resolves after the current task: a timer queued before it has run', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    await nextTask();
    order.push('after');
    expect(order).toEqual(['timer', 'after']);
  });

  test('uses scheduler.yield where the browser has it', async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
    await nextTask();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });
});
