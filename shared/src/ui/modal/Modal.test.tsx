import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { Modal, MODAL_CLOSE_AFTER_NAVIGATION_MS, MODAL_CLOSE_ANIMATION_MS } from './Modal';

function Harness(props: { loading?: boolean; closeOnEscape?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/elsewhere/')}>
        navigate
      </button>
      <Modal
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
        title="Delete item"
        closeLabel="Close"
        loading={props.loading}
        closeOnEscape={props.closeOnEscape}
      >
        <p>Body</p>
      </Modal>
    </>
  );
}

function renderHarness(props: Parameters<typeof Harness>[0] = {}) {
  return render(
    <MemoryRouter initialEntries={['/start/']}>
      <Harness {...props} />
    </MemoryRouter>,
  );
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Modal', () => {
  it('opens as a labelled dialog and locks page scrolling', () => {
    renderHarness();
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Delete item' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('locks scrolling before it shows the dialog: showModal() lays the page out, and a lock after it would make the next frame do it again (issue 37)', () => {
    const overflowWhenShown: string[] = [];
    // jsdom has no showModal(); the browser's, as far as this needs it.
    const prototype = HTMLDialogElement.prototype as { showModal?: () => void };
    const own = Object.getOwnPropertyDescriptor(prototype, 'showModal');
    prototype.showModal = function (this: HTMLDialogElement) {
      overflowWhenShown.push(document.body.style.overflow);
      this.setAttribute('open', '');
    };
    try {
      renderHarness();
      expect(overflowWhenShown).toEqual(['hidden']);
    } finally {
      if (own) Object.defineProperty(prototype, 'showModal', own);
      else delete prototype.showModal;
    }
  });

  it('closes through the close button after the 300 ms animation and unlocks scrolling', () => {
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toHaveClass('is-closing');
    expect(dialog().open).toBe(true);
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS));
    expect(dialog().open).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape unless that is turned off', () => {
    const onClose = jest.fn();
    renderHarness({ onClose, closeOnEscape: false });
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape by default and on a backdrop click', () => {
    const onClose = jest.fn();
    renderHarness({ onClose });
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('treats a click on the dialog itself (the backdrop) as close, not a click on its content', () => {
    const onClose = jest.fn();
    renderHarness({ onClose });
    fireEvent.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close while loading', () => {
    const onClose = jest.fn();
    renderHarness({ onClose, loading: true });
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    fireEvent.click(dialog());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes 50 ms after the URL changes', () => {
    const onClose = jest.fn();
    renderHarness({ onClose });
    fireEvent.click(screen.getByRole('button', { name: 'navigate', hidden: true }));
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_AFTER_NAVIGATION_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
