import type { LoaderContext } from 'webpack';

/**
 * A top-level `var Form = React.forwardRef(…)` in a library is a call, and `Form.displayName = "Form"`
 * an assignment, so webpack keeps both (and all they reach) even when no app imports `Form`: it
 * cannot know they have no side effects. react-router's production build marks none of its React
 * calls pure and still names its components for the development tools, which kept `<Form>`, the
 * submit hooks and their form-encoding helpers in every page's shared code.
 */
const TOP_LEVEL_REACT_CALL = /^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
const TOP_LEVEL_DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;

/**
 * The source with its top-level React component and context declarations marked pure and their
 * display names (read only by React's development build and tools) left out; lines stay in place.
 */
export function annotatePureReactCalls(source: string): string {
  return source.replace(TOP_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2').replace(TOP_LEVEL_DISPLAY_NAME, '');
}

/** Webpack loader applying `annotatePureReactCalls`. */
export default function pureReactCallsLoader(this: LoaderContext<unknown>, source: string, map?: never) {
  this.callback(null, annotatePureReactCalls(source), map);
}
