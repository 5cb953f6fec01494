/**
 * @jest-environment node
 */
import path from 'node:path';
import ts from 'typescript';

const repoRoot = path.resolve(__dirname, '../../..');
const consumer = path.join(repoRoot, 'shell/src/features/account/signOut.ts');
const exposed = path.join(repoRoot, 'mf-auth/src/session.ts');

/** The shell's compiler options, as `tsc -p shell/tsconfig.json` reads them. */
function shellOptions(): ts.CompilerOptions {
  const configFile = path.join(repoRoot, 'shell/tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile)).options;
}

/** Type errors in the consumer when mf-auth's exposed `./session` reads `source` (its own file when null). */
function consumerErrors(source: string | null, oldProgram?: ts.Program) {
  const options = { ...shellOptions(), noEmit: true };
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  if (source !== null) {
    host.readFile = (file) => (path.resolve(file) === exposed ? source : readFile(file));
    host.getSourceFile = (file, language, onError, fresh) =>
      path.resolve(file) === exposed
        ? ts.createSourceFile(file, source, language, true)
        : getSourceFile(file, language, onError, fresh);
  }
  const program = ts.createProgram({ rootNames: [consumer], options, host, oldProgram });
  const errors = ts
    .getPreEmitDiagnostics(program, program.getSourceFile(consumer))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  return { program, errors };
}

/**
 * Remote exposes are typed from their source (remoteModules.ts): a breaking change to a signature
 * mf-auth exposes fails the shell's typecheck, not a player's sign-out at run time.
 */
describe("the shell's typecheck against mf-auth's exposed ./session", () => {
  let unchanged: ts.Program;

  it('passes with the session module as mf-auth ships it', () => {
    const { program, errors } = consumerErrors(null);
    unchanged = program;
    expect(errors).toEqual([]);
  });

  it('fails when mf-auth changes the signature of logout', () => {
    const original = ts.sys.readFile(exposed) ?? '';
    const changed = original.replace(
      'export const logout = (): Promise<void> => endPlayerSession();',
      'export const logout = (reason: { everywhere: boolean }): Promise<void> => Promise.resolve(void reason);',
    );
    expect(changed).not.toBe(original); // the fixture really edits the exposed module
    const { errors } = consumerErrors(changed, unchanged);
    expect(errors).toEqual([expect.stringMatching(/Expected 1 arguments?, but got 0/)]);
  });

  it('fails when mf-auth stops exposing logout', () => {
    const original = ts.sys.readFile(exposed) ?? '';
    const changed = original.replace(
      'export const logout = (): Promise<void> => endPlayerSession();',
      'export const signOut = (): Promise<void> => endPlayerSession();',
    );
    expect(changed).not.toBe(original);
    const { errors } = consumerErrors(changed, unchanged);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error).toContain("Property 'logout' does not exist");
  });
});
