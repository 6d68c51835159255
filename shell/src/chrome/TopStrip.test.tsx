import { act, screen } from '@testing-library/react';
import { renderInShop } from '@shop/shared/testing';
import { IntlProvider } from 'react-intl';
import { ROTATION_INTERVAL_MS, ROTATION_TRANSITION_MS, TopStrip } from './TopStrip';

function mockWidth(width: number) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    };
  });
}

const renderStrip = () =>
  renderInShop(
    <IntlProvider locale="en" defaultLocale="en">
      <TopStrip />
    </IntlProvider>,
  );

const active = () => screen.getByTestId('top-strip').querySelector('li.is-active')?.textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('TopStrip', () => {
  it('shows the dispatch promise without rotating above 1023 px', () => {
    mockWidth(1024);
    renderStrip();
    expect(screen.getByTestId('top-strip-promise')).toHaveTextContent('Ordered on working days before 5:00 PM, shipped the same day.');
    // The selling points are in the page too (CSS shows them below 1024 px), but do not rotate.
    act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS * 2));
    expect(active()).toBe('Ordered before 17:00, dispatched the same working day');
  });

  it('rotates the three selling points every 3 s at 1023 px and restarts after the last', () => {
    mockWidth(1023);
    renderStrip();
    expect(active()).toBe('Ordered before 17:00, dispatched the same working day');
    act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS - 1));
    expect(active()).toBe('Ordered before 17:00, dispatched the same working day');
    act(() => jest.advanceTimersByTime(1));
    expect(active()).toBe('Always a suitable business gift');
    act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS));
    expect(active()).toBe('Personalize with packaging');
    act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS));
    expect(active()).toBe('Ordered before 17:00, dispatched the same working day');
  });

  it('slides the shown point out above while the next slides in, and moves the waiting one back unseen', () => {
    mockWidth(375);
    renderStrip();
    const points = () =>
      [...screen.getByTestId('top-strip').querySelectorAll('li')].map((li) => ({ state: li.className || 'waiting', moves: li.style.transitionDuration !== '0ms', hidden: li.getAttribute('aria-hidden') === 'true' }));
    const durationMoving = `${ROTATION_TRANSITION_MS}ms`;
    expect(screen.getByTestId('top-strip').querySelector('li.is-active')).toHaveStyle({ transitionDuration: durationMoving });
    expect(points()).toEqual([
      { state: 'is-active', moves: true, hidden: false },
      { state: 'waiting', moves: false, hidden: true },
      { state: 'is-leaving', moves: true, hidden: true },
    ]);
    act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS));
    expect(points()).toEqual([
      { state: 'is-leaving', moves: true, hidden: true },
      { state: 'is-active', moves: true, hidden: false },
      { state: 'waiting', moves: false, hidden: true },
    ]);
  });
});
