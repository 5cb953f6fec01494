import { pieceBackground } from './pieceStyle';

describe('pieceBackground', () => {
  it('shows the top-left cell of a 3×3 picture for piece 0 and the bottom-right for piece 8', () => {
    expect(pieceBackground('/p.svg', 0, 3, 3)).toEqual({
      backgroundImage: 'url("/p.svg")',
      backgroundSize: '300% 300%',
      backgroundPosition: '0% 0%',
    });
    expect(pieceBackground('/p.svg', 8, 3, 3).backgroundPosition).toBe('100% 100%');
  });

  it('reads pieces row by row: piece 4 of a 2×3 picture is the middle of the second row', () => {
    expect(pieceBackground('/p.svg', 4, 2, 3).backgroundPosition).toBe('50% 100%');
  });

  it('keeps a single row at the top', () => {
    expect(pieceBackground('/p.svg', 1, 1, 2).backgroundPosition).toBe('100% 0%');
  });
});
