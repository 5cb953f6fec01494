export {
  APP_EXPOSE,
  LIFECYCLES_SHARE,
  type DeclaredRoute,
  defineOverlays,
  defineRoutes,
  SHELL_APP,
  type MenuKey,
  OVERLAY_MOUNTS,
  type OverlayDeclaration,
  type OverlayMount,
  type OwnedRoute,
  type PageKey,
  type RouteDeclaration,
  type RouteOwner,
  type WebviewBehaviour,
} from './declaration';
export {
  isValidPattern,
  matchPattern,
  patternProblem,
  patternShape,
  specificity,
  type RouteParams,
} from './pattern';
export { createRouteTable, ownedBy, type RouteMatch, type RouteTable } from './routeTable';
export { portalRouteTable, type RoutedRemote } from './fromRegistry';
export { describeRouteProblem, findRouteProblems, type RouteProblem } from './conflicts';
export {
  decideGuard,
  loginLocation,
  LOGIN_PATH,
  REFERRER_PARAM,
  type GuardDecision,
  type GuardInput,
  type GuardReason,
} from './guard/decideGuard';
export {
  ipMatches,
  isBlockedByMaintenance,
  maintenanceLocation,
  normalizeIp,
  type MaintenanceInput,
} from './guard/maintenance';
export { resolveWebview, WEBVIEW_QUERY_PARAM, type WebviewMode, type WebviewSources } from './guard/webview';
export {
  inLanguage,
  isMetaLanguage,
  localize,
  PAGE_META_SOURCE,
  type TextsByLanguage,
  META_LANGUAGES,
  metaLanguages,
  PREVIEW_IMAGE,
  type LocalizedText,
  type MetaLanguage,
  type PageMeta,
} from './meta/pageMeta';
export {
  IMAGE_FORMATS,
  IMAGE_PRESETS,
  isImagePreset,
  type HeroPreload,
  type ImageFormat,
  type ImagePreset,
  type ResponsiveImageSet,
} from './meta/responsiveImage';
export {
  DOCUMENT_TEXTS_ELEMENT_ID,
  remoteSlotId,
  SERVED_PICTURE_TIMING,
  SERVED_TAP_CONTROLS,
  SERVED_TAPS_GLOBAL,
  SERVED_FOCUS_GLOBAL,
  SERVER_RENDER_ATTRIBUTE,
  SERVED_CHROME_ATTRIBUTE,
  SERVED_DRAWINGS,
  SCRIPT_FONT_ATTRIBUTE,
} from './remoteSlot';
