import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ScrollUpButton } from './ScrollUpButton';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('ScrollUpButton', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    window.scrollTo = jest.fn();
    scrollTo(0);
  });

  it('appears only after scrolling more than twice the screen height and scrolls smoothly to the top', () => {
    render(
      <IntlProvider locale="en">
        <ScrollUpButton />
      </IntlProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    scrollTo(1600);
    expect(screen.queryByRole('button')).toBeNull();
    scrollTo(1601);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('looks at a page restored far down only after the next frame, never while it mounts (no forced layout)', () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return 2400;
      },
    });
    try {
      render(
        <IntlProvider locale="en">
          <ScrollUpButton />
        </IntlProvider>,
      );
      expect(reads).toBe(0);
      act(() => {
        for (const frame of frames) frame(0);
      });
      expect(reads).toBe(0);
      act(() => jest.runOnlyPendingTimers());
      expect(reads).toBe(1);
      expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
    } finally {
      requestFrame.mockRestore();
      jest.useRealTimers();
    }
  });
});
