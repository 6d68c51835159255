/**
 * The entry starts the bootstrap in a task of its own (issue 37): main.js's evaluation and the shared
 * modules' negotiation with the loading of the page's chunks are two tasks on a phone, not one long one.
 */
const started = jest.fn();
jest.mock('./bootstrap', () => {
  started();
  return {};
});

describe('the shell entry', () => {
  it('imports the bootstrap only in a later task', async () => {
    jest.useFakeTimers();
    await import('./index');
    expect(started).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toHaveBeenCalledTimes(1);
  });
});
