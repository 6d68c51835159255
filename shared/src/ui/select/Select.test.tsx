import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select, type SelectItem } from './Select';

const countries: SelectItem[] = [
  { id: 'DE', label: 'Deutschland' },
  { id: 'NL', label: 'Nederland' },
  { id: 'BE', label: 'België' },
];

function Harness(props: { searchable?: boolean; disabled?: boolean; onChange?: (id: string) => void }) {
  const [value, setValue] = useState<string | null>('DE');
  return (
    <Select
      label="Country"
      items={countries}
      value={value}
      searchable={props.searchable}
      disabled={props.disabled}
      onChange={(id) => {
        props.onChange?.(id);
        setValue(id);
      }}
    />
  );
}

describe('Select', () => {
  it('moves the highlight with the arrow keys, wrapping around, and selects with Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox');
    combo.focus();
    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    // Opens on the selected item (DE); up wraps to the last one.
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'België' })).toHaveClass('is-highlighted');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Nederland' })).toHaveClass('is-highlighted');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('NL');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(combo).toHaveTextContent('Nederland');
    expect(combo).toHaveFocus();
  });

  it('closes with Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('filters by label when search is on', async () => {
    const user = userEvent.setup();
    render(<Harness searchable />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('ned');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Nederland']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox')).toHaveTextContent('Nederland');
  });

  it('closes on an outside click and cannot open when disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness />);
    await user.click(screen.getByRole('combobox'));
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    rerender(<Harness disabled />);
    expect(screen.getByRole('combobox')).toBeDisabled();
  });
});
