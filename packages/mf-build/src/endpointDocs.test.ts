import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripEndpointDocs } from './endpointDocs';

const lines = (text: string) => text.split('\n').map((line) => line.trimEnd());

describe('stripEndpointDocs', () => {
  it("drops an endpoint's summary, tags and documented errors, and keeps what a call needs in place", () => {
    const source = [
      "import * as v from 'valibot';",
      "import { endpoint, SIGNED_IN_ERRORS } from './endpoint';",
      'export const orderEndpoints = {',
      '  read: endpoint({',
      "    method: 'GET',",
      "    path: '/private/orders/:id',",
      '    summary: `One order, by id (${SIGNED_IN_ERRORS[401]})`,',
      "    tags: ['wallet'],",
      '    params: v.object({ id: v.string() }),',
      '    response: v.object({ id: v.string() }),',
      "    errors: { ...SIGNED_IN_ERRORS, 404: 'ORDER_NOT_FOUND: no such order' },",
      '  }),',
      "  list: endpoint({ method: 'GET', path: '/private/orders', summary: 'Orders', response: v.array(v.string()) }),",
      '};',
      "export const notAnEndpoint = { summary: 'kept', tags: ['kept'] };",
    ].join('\n');
    const stripped = stripEndpointDocs(source);
    expect(lines(stripped)).toEqual([
      "import * as v from 'valibot';",
      "import { endpoint, SIGNED_IN_ERRORS } from './endpoint';",
      'export const orderEndpoints = {',
      '  read: endpoint({',
      "    method: 'GET',",
      "    path: '/private/orders/:id',",
      '',
      '',
      '    params: v.object({ id: v.string() }),',
      '    response: v.object({ id: v.string() }),',
      '',
      '  }),',
      `  list: endpoint({ method: 'GET', path: '/private/orders', ${' '.repeat("summary: 'Orders', ".length)}response: v.array(v.string()) }),`,
      '};',
      "export const notAnEndpoint = { summary: 'kept', tags: ['kept'] };",
    ]);
    // Every remaining token keeps its line and column: the source maps stay right.
    expect(stripped).toHaveLength(source.length);
  });

  it("leaves a module that declares no endpoint as it is, even with a 'summary' of its own", () => {
    const source = "export const card = { summary: 'kept', tags: ['kept'], errors: {} };";
    expect(stripEndpointDocs(source)).toBe(source);
  });

  it("strips every declaration of a real contracts module and leaves each one's method, path and schemas", () => {
    const file = path.join(__dirname, '../../contracts/src/shell.ts');
    const source = readFileSync(file, 'utf8');
    const stripped = stripEndpointDocs(source);
    const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
    expect(count(source, /\bsummary:/g)).toBeGreaterThan(0);
    expect(count(stripped, /\b(summary|tags|errors):/g)).toBe(0);
    for (const kept of [/\bmethod:/g, /\bpath:/g, /\bresponse:/g, /\bbody:/g, /\bparams:/g])
      expect(count(stripped, kept)).toBe(count(source, kept));
  });
});
