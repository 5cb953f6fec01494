import { apiAssetUrl } from '@portal/api-client';

/**
 * The part of the picture a piece shows: the whole picture scaled to the grid, shifted so the
 * piece's own cell shows (row by row, 0-based). One picture file serves every piece.
 */
export function pieceBackground(imageUrl: string, index: number, rows: number, columns: number) {
  const row = Math.floor(index / columns);
  const column = index % columns;
  const at = (position: number, count: number) => (count === 1 ? 0 : (position / (count - 1)) * 100);
  return {
    backgroundImage: `url("${apiAssetUrl(imageUrl)}")`,
    backgroundSize: `${columns * 100}% ${rows * 100}%`,
    backgroundPosition: `${at(column, columns)}% ${at(row, rows)}%`,
  };
}
