/** Stands in for an app's `pageMeta.ts` in its bundle (see RoutesManifestPlugin). */
export default {};
