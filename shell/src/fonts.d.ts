/** A font file imported for its URL (webpack's asset/resource). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
