import type { CharacterLook } from '@portal/campaign/key-art';

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

/** Each Echomancer's scene, type sigil and look (their texts: an archivist, a smith, a healer, a duelist, a lantern-bearer). */
export const ECHOMANCER_ART: readonly { id: string; palette: Palette; sides: number; look: CharacterLook }[] =
  [
    {
      id: 'lyra',
      palette: { from: '#1A2142', to: '#4B61B8', accent: '#BFD3FF' },
      sides: 3,
      look: {
        build: 'slim',
        hair: 'long',
        outfit: 'robe',
        prop: 'book',
        skin: '#f3d2b8',
        hairColor: '#d9e4ff',
        cloth: ['#3b4f9f', '#1e2758', '#d9c27a'],
        eyes: '#8fd0ff',
      },
    },
    {
      id: 'kael',
      palette: { from: '#2C1414', to: '#A33A2A', accent: '#FFB38A' },
      sides: 4,
      look: {
        build: 'broad',
        hair: 'spiky',
        outfit: 'armor',
        prop: 'hammer',
        skin: '#d8a27e',
        hairColor: '#c4331f',
        cloth: ['#5a1f18', '#6e7080', '#e6b450'],
        eyes: '#ff8a3d',
      },
    },
    {
      id: 'sera',
      palette: { from: '#10291F', to: '#2E8A5F', accent: '#B5F5CF' },
      sides: 5,
      look: {
        build: 'slim',
        hair: 'hood',
        outfit: 'coat',
        prop: 'staff',
        skin: '#c98f6b',
        hairColor: '#2d5f7a',
        cloth: ['#1f5a4f', '#2f4640', '#b5f5cf'],
        eyes: '#7cf2d0',
      },
    },
    {
      id: 'dorian',
      palette: { from: '#231A33', to: '#6B4FA3', accent: '#E0CCFF' },
      sides: 6,
      look: {
        build: 'slim',
        hair: 'short',
        outfit: 'jacket',
        prop: 'sword',
        skin: '#e8c3a4',
        hairColor: '#1d1630',
        cloth: ['#2b1f45', '#cfc3e8', '#9b7be0'],
        eyes: '#c29bff',
        cape: true,
      },
    },
    {
      id: 'mira',
      palette: { from: '#2E2610', to: '#A3812A', accent: '#FFE6A3' },
      sides: 8,
      look: {
        build: 'small',
        hair: 'bun',
        outfit: 'robe',
        prop: 'lantern',
        skin: '#f1c9a5',
        hairColor: '#f2e2b0',
        cloth: ['#f4efe1', '#a3812a', '#b8892a'],
        eyes: '#ffcf5a',
      },
    },
  ];

export const WORLD_ART: readonly { id: string; palette: Palette }[] = [
  { id: 'skyreach', palette: { from: '#18304A', to: '#3E7CB1', accent: '#E3F2FF' } },
  { id: 'emberfall', palette: { from: '#331510', to: '#B5502F', accent: '#FFC9A8' } },
  { id: 'hollowmere', palette: { from: '#122820', to: '#3C7D5C', accent: '#C9F2DB' } },
];
