import { fireEvent, render, screen } from '@testing-library/react';
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
});
