/** A prize as the draw sees it: its weight, and its stock against what was awarded. */
export interface StockedPrize {
  weight: number;
  stock: number | null;
  awarded: number;
}

export const isInStock = (prize: StockedPrize): boolean =>
  prize.stock === null || prize.awarded < prize.stock;

/**
 * The weight a prize has in the next draw: its weight while in stock, else 0. The event page
 * publishes exactly these integers and the draw picks with them, so the odds shown are the odds used.
 */
export const drawWeightOf = (prize: StockedPrize): number => (isInStock(prize) ? prize.weight : 0);

export const drawTotalOf = (prizes: readonly StockedPrize[]): number =>
  prizes.reduce((total, prize) => total + drawWeightOf(prize), 0);
