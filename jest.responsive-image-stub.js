// `import art from './art.svg?responsive=<preset>'` under jest: an image set of the loader's shape
// (packages/mf-build/src/images/responsiveImageLoader.ts) with stub URLs.
module.exports = {
  width: 400,
  height: 300,
  src: 'art-400.jpg',
  srcSet: 'art-200.jpg 200w, art-400.jpg 400w',
  sources: [
    { type: 'image/avif', srcSet: 'art-200.avif 200w, art-400.avif 400w' },
    { type: 'image/webp', srcSet: 'art-200.webp 200w, art-400.webp 400w' },
  ],
  sizes: '100vw',
};
