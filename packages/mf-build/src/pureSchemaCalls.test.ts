import { annotatePureSchemaCalls } from './pureSchemaCalls';

describe('annotatePureSchemaCalls', () => {
  it("marks valibot's schema and action builders pure, and leaves parsing and every other call alone", () => {
    const source = [
      "import * as v from 'valibot';",
      'export const NameSchema = v.pipe(v.string(), v.trim(), v.maxLength(20, "too long"));',
      'export const readName = (input: unknown) => v.parse(NameSchema, input);',
      'export const isName = (input: unknown) => v.is(NameSchema, input);',
      'export const trimmed = (names: string[]) => names.map((name) => name.trim());',
      'export const other = { v: 1 }.v;',
    ].join('\n');
    expect(annotatePureSchemaCalls(source).split('\n')).toEqual([
      "import * as v from 'valibot';",
      'export const NameSchema = /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.trim(), /* @__PURE__ */ v.maxLength(20, "too long"));',
      'export const readName = (input: unknown) => v.parse(NameSchema, input);',
      'export const isName = (input: unknown) => v.is(NameSchema, input);',
      'export const trimmed = (names: string[]) => names.map((name) => name.trim());',
      'export const other = { v: 1 }.v;',
    ]);
  });

  it("follows the namespace's local name, and marks the contracts' endpoint declarations", () => {
    const source = [
      "import * as schema from 'valibot';",
      "import { endpoint, SIGNED_IN_ERRORS } from './endpoint';",
      "export const read = endpoint({ path: '/public/x', response: schema.object({}) });",
    ].join('\n');
    expect(annotatePureSchemaCalls(source)).toContain(
      "export const read = /* @__PURE__ */ endpoint({ path: '/public/x', response: /* @__PURE__ */ schema.object({}) });",
    );
  });

  it('leaves comments as they are (a mark inside a block comment would close it)', () => {
    const source = [
      "import * as v from 'valibot';",
      '/** Built with v.object({ name }) and checked by v.parse. */',
      'export const A = v.object({}); // like v.object()',
    ].join('\n');
    expect(annotatePureSchemaCalls(source).split('\n')).toEqual([
      "import * as v from 'valibot';",
      '/** Built with v.object({ name }) and checked by v.parse. */',
      'export const A = /* @__PURE__ */ v.object({}); // like v.object()',
    ]);
  });

  it('leaves a file that does not import valibot unchanged', () => {
    const source = "import { endpoint } from './endpoint';\nconst v = { object: () => 1 };\nv.object();";
    expect(annotatePureSchemaCalls(source)).toBe(source);
  });
});
