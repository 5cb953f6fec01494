import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { annotatePureReactCalls } from './pureReactCalls';
import { productionAliases } from './webpackConfig';

describe('annotatePureReactCalls', () => {
  it('marks top-level React declarations pure and leaves their display names out, line for line', () => {
    const source = [
      'var Form = React10.forwardRef(',
      '  (props, ref) => /* @__PURE__ */ React10.createElement("form", { ...props, ref })',
      ');',
      'Form.displayName = "Form";',
      'var RouteContext = React.createContext(null);',
      'var Memoized = React3.memo(Routes);',
      'function useForm() {',
      '  let form = React10.useMemo(() => 1, []);',
      '  return form;',
      '}',
    ].join('\n');
    expect(annotatePureReactCalls(source).split('\n')).toEqual([
      'var Form = /* @__PURE__ */ React10.forwardRef(',
      '  (props, ref) => /* @__PURE__ */ React10.createElement("form", { ...props, ref })',
      ');',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      'var Memoized = /* @__PURE__ */ React3.memo(Routes);',
      'function useForm() {',
      '  let form = React10.useMemo(() => 1, []);',
      '  return form;',
      '}',
    ]);
  });

  it("still finds the installed react-router's unannotated components (the pattern follows its build)", () => {
    const production = path.dirname(productionAliases(path.join(__dirname, '..'))['react-router$']!);
    const source = readdirSync(production)
      .filter((file) => /^chunk-.*\.mjs$/.test(file))
      .map((file) => readFileSync(path.join(production, file), 'utf8'))
      .join('\n');
    const annotated = annotatePureReactCalls(source);
    expect(annotated).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
    expect(annotated).not.toContain('Form.displayName');
    expect(annotated.split('\n')).toHaveLength(source.split('\n').length);
  });
});
