/**
 * `import art from './art.svg?responsive=<preset>'` (PNG, JPEG or SVG): the build converts the art
 * (mf-build's responsiveImageLoader) into the preset's widths in AVIF, WebP and JPEG. An app
 * includes these with `/// <reference types="@portal/campaign/responsive-images" />`.
 */
declare module '*?responsive=hero' {
  const image: import('@portal/routes').ResponsiveImageSet;
  export default image;
}
declare module '*?responsive=slideWide' {
  const image: import('@portal/routes').ResponsiveImageSet;
  export default image;
}
declare module '*?responsive=slidePortrait' {
  const image: import('@portal/routes').ResponsiveImageSet;
  export default image;
}
declare module '*?responsive=thumbnail' {
  const image: import('@portal/routes').ResponsiveImageSet;
  export default image;
}
declare module '*?responsive=character' {
  const image: import('@portal/routes').ResponsiveImageSet;
  export default image;
}
declare module '*?responsive=ticket' {
  const image: import('@portal/routes').ResponsiveImageSet;
  export default image;
}
declare module '*?responsive=icon' {
  const image: import('@portal/routes').ResponsiveImageSet;
  export default image;
}
declare module '*?responsive=card' {
  const image: import('@portal/routes').ResponsiveImageSet;
  export default image;
}
