import { characterArt, keyArt, paletteOf, type CharacterLook } from './keyArt';

const palette = paletteOf('#1a2142', '#4b61b8', '#bfd3ff');

describe('generated key art', () => {
  it('draws the same picture for the same seed and another for another seed', () => {
    const art = (seed: number) => keyArt({ width: 1200, height: 630, palette, seed });
    expect(art(3)).toBe(art(3));
    expect(art(3)).not.toBe(art(4));
  });

  it('is a sized, text-free SVG in the given palette, with the party it is asked for', () => {
    const svg = keyArt({ width: 320, height: 400, palette, seed: 7, figures: 1 });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 400" width="320" height="400">/,
    );
    expect(svg).not.toContain('<text');
    expect(svg).toContain('#bfd3ff');
    // Each figure is one rim-lit group of its own.
    expect(svg.match(/<g filter="url\(#f\d+Rim\)">/g)).toHaveLength(1);
    expect(keyArt({ width: 980, height: 490, palette, seed: 7 }).match(/Rim\)">/g)).toHaveLength(3);
    expect(keyArt({ width: 980, height: 490, palette, seed: 7, figures: 0 })).not.toContain('Rim)');
  });

  it('derives ridges that darken toward the viewer', () => {
    const { ridges } = paletteOf('#808080', '#808080', '#ffffff');
    const lightness = ridges.map((hex) => parseInt(hex.slice(1, 3), 16));
    expect(lightness).toEqual([...lightness].sort((a, b) => b - a));
  });

  it('stays small: a hero with a party of five is under 32 KB of SVG source', () => {
    const hero = keyArt({ width: 1200, height: 630, palette, seed: 3, figures: 5 });
    expect(Buffer.byteLength(hero)).toBeLessThan(32_000);
  });
});

describe('generated characters', () => {
  const mage: CharacterLook = {
    build: 'slim',
    hair: 'long',
    outfit: 'robe',
    prop: 'staff',
    skin: '#f3d2b8',
    hairColor: '#d9e4ff',
    cloth: ['#3b4f9f', '#1e2758', '#d9c27a'],
    eyes: '#8fd0ff',
  };
  const knight: CharacterLook = {
    ...mage,
    build: 'broad',
    hair: 'spiky',
    outfit: 'armor',
    prop: 'sword',
    hairColor: '#c4331f',
    cloth: ['#5a1f18', '#6e7080', '#e6b450'],
  };
  const draw = (look: CharacterLook, shading?: 'flat' | 'lit') =>
    characterArt({ width: 320, height: 400, palette, seed: 5, look, shading });

  it('draws the same bytes for the same look and seed', () => {
    expect(draw(mage)).toBe(draw(mage));
  });

  it('gives each look its own shape and colours, and the lit view another light', () => {
    const [a, b] = [draw(mage), draw(knight)];
    expect(a).not.toBe(b);
    expect(a).toContain('#3b4f9f');
    expect(b).toContain('#c4331f');
    expect(b).not.toContain('#3b4f9f');
    expect(draw(mage, 'lit')).toContain('feGaussianBlur');
    expect(a).not.toContain('feGaussianBlur');
  });

  it('is a sized SVG with a face and no words', () => {
    const svg = draw(knight);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 320 400" width="320" height="400">/);
    expect(svg).not.toMatch(/<text|<tspan|font-family/);
    // Two eyes with their highlights.
    expect(svg.match(/fill="#fff"\/>/g)?.length).toBeGreaterThanOrEqual(2);
    expect(Buffer.byteLength(svg)).toBeLessThan(16_000);
  });
});
