import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runtimeDescMap } from './compactErrorTexts';
import { createLogger, logger } from './compactLogger';
import { COMPACT_RUNTIME_FILES, federationSdkAlias } from './compactRuntime';

describe("the federation runtime's compact stand-ins", () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes warnings and errors to the console under the runtime’s prefix', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const runtime = createLogger('[ Federation Runtime ]');
    runtime.warn('shared react 18 does not satisfy ^19');
    logger.error(new Error('boom'));
    expect(warn).toHaveBeenCalledWith('[ Federation Runtime ]', 'shared react 18 does not satisfy ^19');
    expect(error).toHaveBeenCalledWith('[ Module Federation ]', new Error('boom'));
  });

  it('gives every error code a sentence, so a message still reads "<sentence> #RUNTIME-008"', () => {
    expect(runtimeDescMap['RUNTIME-008']).toBe('Module Federation error');
    expect(runtimeDescMap['RUNTIME-999']).toBe('Module Federation error');
  });

  it('finds the imports it swaps in the installed runtime packages (an upgrade that moves them fails here)', () => {
    const sdkDist = path.join(federationSdkAlias()['@module-federation/sdk']!, 'dist');
    const errorCodesDist = path.dirname(require.resolve('@module-federation/error-codes'));
    const [loggerSwap, envSwap, textsSwap] = COMPACT_RUNTIME_FILES;
    const importsIn = (dir: string, file: string) =>
      [...readFileSync(path.join(dir, file), 'utf8').matchAll(/from\s+"([^"]+)"/g)].map((match) => match[1]!);
    for (const swap of [loggerSwap!, envSwap!]) {
      expect(swap.folder.test(sdkDist)).toBe(true);
      expect(importsIn(sdkDist, 'index.js').some((request) => swap.request.test(request))).toBe(true);
    }
    expect(textsSwap!.folder.test(errorCodesDist)).toBe(true);
    expect(importsIn(errorCodesDist, 'index.mjs').some((request) => textsSwap!.request.test(request))).toBe(
      true,
    );
    for (const { replacement } of COMPACT_RUNTIME_FILES) expect(existsSync(replacement)).toBe(true);
  });

  it("resolves every import of the SDK to the runtime core's copy, of the runtime's version", () => {
    const sdkDir = federationSdkAlias()['@module-federation/sdk']!;
    const versionOf = (dir: string) =>
      (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    const runtimeCoreDir = path.dirname(path.dirname(require.resolve('@module-federation/runtime-core')));
    expect(versionOf(sdkDir)).toBe(versionOf(runtimeCoreDir));
  });
});
