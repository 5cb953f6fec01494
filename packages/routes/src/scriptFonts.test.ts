import { fontFaceRules, SCRIPT_FONTS, scriptFontFaces } from './scriptFonts';

describe('script fonts', () => {
  it('give the browser the same faces as the document declares, one per weight with a file', () => {
    const thai = SCRIPT_FONTS.th;
    if (!thai) throw new Error('Thai has a script font');
    const faces = scriptFontFaces(thai, { '400': '/assets/thai-400.woff2' });
    expect(faces).toEqual([
      {
        family: 'Noto Sans Thai',
        source: 'url("/assets/thai-400.woff2") format("woff2")',
        descriptors: { weight: '400', style: 'normal', display: 'swap', unicodeRange: thai.unicodeRange },
      },
    ]);
    expect(fontFaceRules(faces)).toBe(
      '@font-face{font-family:"Noto Sans Thai";font-style:normal;font-weight:400;font-display:swap;' +
        'src:url("/assets/thai-400.woff2") format("woff2");unicode-range:U+0E01-0E5B, U+200C-200D, U+25CC}',
    );
  });

  it('are needed only by Thai: the other languages are written in Latin letters', () => {
    expect(Object.keys(SCRIPT_FONTS)).toEqual(['th']);
  });
});
