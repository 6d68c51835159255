import { render } from '@testing-library/react';
import { ProductTitle } from './ProductTitle';

const nowrap = (title: string) => Array.from(render(<ProductTitle title={title} />).container.querySelectorAll('.catalogue-nowrap')).map((span) => span.textContent);

it('keeps a short hyphenated name on one line, and the text as it is', () => {
  const { container } = render(<ProductTitle title="All-in-1 Geschenkkarte" />);
  expect(container.textContent).toBe('All-in-1 Geschenkkarte');
  expect(container.querySelector('.catalogue-nowrap')).toHaveTextContent('All-in-1');
  expect(nowrap('Coca-Cola und E-Book')).toEqual(['Coca-Cola', 'E-Book']);
});

it('leaves long compound words free to break at their hyphen', () => {
  expect(nowrap('Geschenkkarten-Set')).toEqual([]);
  expect(nowrap('Wellness-Gutschein')).toEqual([]);
  expect(nowrap('Amazon.de Geschenkkarte')).toEqual([]);
});
