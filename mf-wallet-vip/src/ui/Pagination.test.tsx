import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerTexts } from '../i18n';
import { Pagination } from './Pagination';
import { parsePage, parsePageSize } from './pagination';

beforeAll(() => registerTexts());

describe('pagination (000 §9): size 10 by default, 10/20/50/100, size changer above 50 entries', () => {
  it.each([
    [0, false],
    [50, false],
    [51, true],
    [60, true],
  ])('%i entries: size changer shown %s', (total, shown) => {
    render(<Pagination page={1} size={10} total={total} onChange={() => undefined} />);
    expect(screen.queryByRole('combobox') !== null).toBe(shown);
  });

  it('offers 10, 20, 50 and 100 per page and goes back to page 1 on a size change', async () => {
    const onChange = jest.fn();
    render(<Pagination page={3} size={10} total={60} onChange={onChange} />);
    const select = screen.getByRole('combobox');
    expect([...select.querySelectorAll('option')].map((option) => option.value)).toEqual([
      '10',
      '20',
      '50',
      '100',
    ]);
    await userEvent.selectOptions(select, '20');
    expect(onChange).toHaveBeenCalledWith(1, 20);
  });

  it('moves between pages and stops at the ends', async () => {
    const onChange = jest.fn();
    render(<Pagination page={6} size={10} total={60} onChange={onChange} />);
    expect(screen.getByText('Page 6 of 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenCalledWith(5, 10);
  });

  it.each([
    [null, 10],
    ['20', 20],
    ['30', 10],
    ['100', 100],
  ])('size %s from the URL reads %i', (raw, size) => {
    expect(parsePageSize(raw)).toBe(size);
  });

  it.each([
    [null, 1],
    ['0', 1],
    ['2.5', 1],
    ['4', 4],
  ])('page %s from the URL reads %i', (raw, page) => {
    expect(parsePage(raw)).toBe(page);
  });
});
