import { css } from '@emotion/react';
import type { PuzzleBoard as Board } from '@portal/contracts';
import { theme, focusOutline } from '@portal/ui';
import { pieceBackground } from './pieceStyle';
import { usePuzzleTexts } from './puzzleTexts';

const gridStyle = css({
  display: 'grid',
  gap: 2,
  width: '100%',
  maxWidth: 480,
  aspectRatio: '1 / 1',
  padding: 2,
  borderRadius: theme.radii.md,
  background: theme.colors.border,
  // An empty slot shows its own part of the picture, faded and grey: the board reads as the picture
  // to complete. With a piece chosen, the slots light up where it can go.
  button: {
    position: 'relative',
    padding: 0,
    border: 'none',
    borderRadius: 2,
    cursor: 'pointer',
    background: theme.colors.surfaceRaised,
    overflow: 'hidden',
    '& > span': {
      position: 'absolute',
      inset: 0,
      opacity: 0.22,
      filter: 'grayscale(1)',
      transition: 'opacity 120ms',
    },
    '&:disabled': { cursor: 'default' },
    '&:enabled': { outline: `2px dashed ${theme.colors.gold}`, outlineOffset: -4 },
    '&:enabled:hover > span': { opacity: 0.5, filter: 'none' },
    '&:focus-visible': focusOutline(-2),
  },
});

const trayStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  button: {
    width: 64,
    height: 64,
    padding: 0,
    border: `2px solid ${theme.colors.border}`,
    borderRadius: theme.radii.sm,
    cursor: 'pointer',
    '&[aria-pressed="true"]': { borderColor: theme.colors.gold, boxShadow: theme.shadows.goldGlow },
    '&:focus-visible': focusOutline(0),
  },
});

export interface PuzzleBoardProps {
  board: Board;
  selected: number | null;
  onSelect: (piece: number) => void;
  onSlot: (slot: number) => void;
  /** While a move is on its way, nothing else can be moved. */
  busy: boolean;
}

/** The grid of slots (placed pieces show their part of the picture) and the tray of pieces to place. */
export function PuzzleBoardView({ board, selected, onSelect, onSlot, busy }: PuzzleBoardProps) {
  const { t } = usePuzzleTexts();
  const { rows, columns, imageUrl } = board.event;
  const placed = new Set(board.pieces.filter((piece) => piece.placedAt !== null).map((piece) => piece.index));
  const toPlace = board.pieces.filter((piece) => piece.placedAt === null).sort((a, b) => a.index - b.index);
  const live = board.event.status === 'live';
  return (
    <>
      <div
        role="group"
        aria-label={t('board')}
        css={gridStyle}
        style={{ gridTemplateColumns: `repeat(${columns}, 1fr)`, gridTemplateRows: `repeat(${rows}, 1fr)` }}
      >
        {Array.from({ length: rows * columns }, (_, slot) =>
          placed.has(slot) ? (
            <div
              key={slot}
              role="img"
              aria-label={t('slotFilled', { number: slot + 1 })}
              data-testid="placed-piece"
              style={pieceBackground(imageUrl, slot, rows, columns)}
            />
          ) : (
            <button
              key={slot}
              type="button"
              aria-label={t('slot', { number: slot + 1 })}
              data-testid="empty-slot"
              disabled={!live || busy || selected === null}
              onClick={() => onSlot(slot)}
            >
              <span aria-hidden="true" style={pieceBackground(imageUrl, slot, rows, columns)} />
            </button>
          ),
        )}
      </div>
      {live && (
        <section aria-labelledby="puzzle-tray" css={{ display: 'grid', gap: theme.space.sm }}>
          <h2 id="puzzle-tray" css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
            {t('tray.title')}
          </h2>
          {toPlace.length === 0 ? (
            <p>{t('tray.empty')}</p>
          ) : (
            <>
              <p>{t('tray.hint')}</p>
              <ul css={trayStyle}>
                {toPlace.map((piece) => (
                  <li key={piece.index}>
                    <button
                      type="button"
                      aria-pressed={selected === piece.index}
                      aria-label={t('tray.piece', { number: piece.index + 1 })}
                      disabled={busy}
                      onClick={() => onSelect(piece.index)}
                      style={pieceBackground(imageUrl, piece.index, rows, columns)}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </>
  );
}
