/**
 * The product name in 'Your … Gold' (000 §2 withholds it): the portal's own name, as its logo
 * writes it. A host can pass another one through the widgets' `brandName` prop.
 */
export const DEFAULT_BRAND_NAME = 'Player Portal';
