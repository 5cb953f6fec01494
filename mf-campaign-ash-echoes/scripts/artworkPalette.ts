/** Colours of the generated artwork: one palette per picture, in the order the page shows them. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
}

export const SLIDE_ART: readonly Palette[] = [
  { from: '#1B2447', to: '#3B4F8F', accent: '#F2C14E' },
  { from: '#2B1638', to: '#6A2C70', accent: '#FF9F6B' },
  { from: '#0F2E2E', to: '#1F6F64', accent: '#9BF6E0' },
  { from: '#2E1A12', to: '#8A4B2A', accent: '#FFD08A' },
  { from: '#141C2E', to: '#2F5D8A', accent: '#B8E1FF' },
];

export const ECHOMANCER_ART: readonly { id: string; palette: Palette; sides: number }[] = [
  { id: 'lyra', palette: { from: '#1A2142', to: '#4B61B8', accent: '#BFD3FF' }, sides: 3 },
  { id: 'kael', palette: { from: '#2C1414', to: '#A33A2A', accent: '#FFB38A' }, sides: 4 },
  { id: 'sera', palette: { from: '#10291F', to: '#2E8A5F', accent: '#B5F5CF' }, sides: 5 },
  { id: 'dorian', palette: { from: '#231A33', to: '#6B4FA3', accent: '#E0CCFF' }, sides: 6 },
  { id: 'mira', palette: { from: '#2E2610', to: '#A3812A', accent: '#FFE6A3' }, sides: 8 },
];

export const WORLD_ART: readonly { id: string; palette: Palette }[] = [
  { id: 'skyreach', palette: { from: '#18304A', to: '#3E7CB1', accent: '#E3F2FF' } },
  { id: 'emberfall', palette: { from: '#331510', to: '#B5502F', accent: '#FFC9A8' } },
  { id: 'hollowmere', palette: { from: '#122820', to: '#3C7D5C', accent: '#C9F2DB' } },
];
