/**
 * The entry (issue 37, ADR 0068): nothing of the app runs in main.js's own task, and the biggest
 * modules are evaluated a task apart, React DOM first, then @shop/shared, then the bootstrap; each
 * `nextTask` between them is held here until the test lets it go.
 */
const order: string[] = [];
const yields: (() => void)[] = [];
jest.mock('./boot/locale-data', () => ({
  nextTask: () =>
    new Promise<void>((resolve) => {
      order.push('next task');
      yields.push(resolve);
    }),
}));
jest.mock('react-dom/client', () => {
  order.push('react-dom');
  return {};
});
jest.mock('@shop/shared', () => {
  order.push('@shop/shared');
  return {};
});
jest.mock('./bootstrap', () => {
  order.push('bootstrap');
  return {};
});

/** Lets macrotasks run until `done` holds (at most 200 turns: a step that never comes fails). */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !done(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the shell entry', () => {
  it('evaluates React DOM, @shop/shared and the bootstrap each in a later task of its own', async () => {
    await import('./index');
    expect(order).toEqual([]);
    await until(() => order.length >= 2);
    expect(order).toEqual(['react-dom', 'next task']);
    yields.shift()?.();
    await until(() => order.length >= 4);
    expect(order).toEqual(['react-dom', 'next task', '@shop/shared', 'next task']);
    yields.shift()?.();
    await until(() => order.length >= 5);
    expect(order).toEqual(['react-dom', 'next task', '@shop/shared', 'next task', 'bootstrap']);
  });
});
