import { nextTask, prepareLocaleData } from './locale-data';

describe('prepareLocaleData', () => {
  afterEach(() => jest.restoreAllMocks());

  test('creates a number and a date format of the page locale, so their data is loaded', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
    prepareLocaleData('nl-NL');
    expect(numberFormat).toHaveBeenCalledWith('nl-NL', expect.objectContaining({ style: 'currency' }));
    expect(dateFormat).toHaveBeenCalledWith('nl-NL');
  });

  test('a locale the browser refuses does not stop the boot', () => {
    expect(() => prepareLocaleData('not a locale!')).not.toThrow();
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
