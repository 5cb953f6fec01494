/**
 * @jest-environment node
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCRIPT_FONTS_FILE, SERVER_RENDER_FILE } from '@portal/routes/registry';
import { writeScriptFontsFile } from './scriptFontsFile';

const FONT = 'assets/noto-sans-thai-thai-400-normal.7b93b282.woff2';

describe("a build's fonts.json", () => {
  let outDir: string;
  beforeEach(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'script-fonts-'));
    await mkdir(path.join(outDir, path.dirname(SERVER_RENDER_FILE)), { recursive: true });
    await mkdir(path.join(outDir, 'assets'));
    await writeFile(path.join(outDir, FONT), 'wOF2');
  });
  afterEach(() => rm(outDir, { recursive: true, force: true }));
  const renderExporting = (source: string) => writeFile(path.join(outDir, SERVER_RENDER_FILE), source);

  it("names the files the server render's scriptFontFiles answers", async () => {
    await renderExporting(`exports.scriptFontFiles = () => ({ th: { '400': ${JSON.stringify(FONT)} } });`);
    await expect(writeScriptFontsFile(outDir)).resolves.toBe(true);
    expect(JSON.parse(await readFile(path.join(outDir, SCRIPT_FONTS_FILE), 'utf8'))).toEqual({
      th: { '400': FONT },
    });
  });

  it('is not written for a render without script fonts (a remote)', async () => {
    await renderExporting('exports.render = () => null;');
    await expect(writeScriptFontsFile(outDir)).resolves.toBe(false);
    expect(existsSync(path.join(outDir, SCRIPT_FONTS_FILE))).toBe(false);
  });

  it('fails the build when a named file is not in it', async () => {
    await renderExporting(`exports.scriptFontFiles = () => ({ th: { '700': 'assets/missing.woff2' } });`);
    await expect(writeScriptFontsFile(outDir)).rejects.toThrow('assets/missing.woff2');
  });
});
