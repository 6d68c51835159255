import { render } from '@testing-library/react';
import { useRef } from 'react';
import { BOTTOM_BAR_PROPERTY, useBottomBar } from './bottom-bar';

function Bar({ fixed }: { fixed: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomBar(ref);
  return <div ref={ref} style={{ position: fixed ? 'fixed' : 'static' }} />;
}

describe('useBottomBar', () => {
  const height = (value: number) => jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: value } as DOMRect);
  afterEach(() => jest.restoreAllMocks());

  it('tells the page how much a fixed bar covers, and forgets it when the bar goes', () => {
    height(95.5);
    const view = render(<Bar fixed />);
    expect(document.documentElement.style.getPropertyValue(BOTTOM_BAR_PROPERTY)).toBe('96px');
    view.unmount();
    expect(document.documentElement.style.getPropertyValue(BOTTOM_BAR_PROPERTY)).toBe('');
  });

  it('covers nothing while the bar is not fixed (wide screens)', () => {
    height(95);
    render(<Bar fixed={false} />);
    expect(document.documentElement.style.getPropertyValue(BOTTOM_BAR_PROPERTY)).toBe('0px');
  });
});
