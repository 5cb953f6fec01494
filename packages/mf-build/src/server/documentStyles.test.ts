/**
 * @jest-environment node
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SERVER_RENDER_FILE } from '@portal/routes/registry';
import { addDocumentStyles, withDocumentStyles } from './documentStyles';

const DOCUMENT =
  '<!doctype html><html><head><style>body{margin:0}</style></head><body><div id="root"></div></body></html>';

describe("the frame's styles in the built document", () => {
  it("go at the end of the head in a sheet naming each rule, for the browser's emotion cache to adopt", () => {
    const css = '.css-1abc{color:red}@media (min-width:768px){.css-2def{display:none}}';
    expect(withDocumentStyles(DOCUMENT, css)).toBe(
      '<!doctype html><html><head><style>body{margin:0}</style>' +
        `<style data-emotion="css 1abc 2def" data-s="">${css}</style></head><body><div id="root"></div></body></html>`,
    );
  });

  it('cannot end their element early, and leave a document without styles as it was', () => {
    expect(withDocumentStyles(DOCUMENT, '.css-x{content:"</style><script>"}')).toContain(
      '.css-x{content:"<\\/style><script>"}</style></head>',
    );
    expect(withDocumentStyles(DOCUMENT, '')).toBe(DOCUMENT);
    expect(() => withDocumentStyles('<p>no head</p>', '.css-x{}')).toThrow('</head>');
  });

  describe('from a build', () => {
    let outDir: string;
    beforeEach(async () => {
      outDir = await mkdtemp(path.join(os.tmpdir(), 'document-styles-'));
      await mkdir(path.join(outDir, path.dirname(SERVER_RENDER_FILE)), { recursive: true });
      await writeFile(path.join(outDir, 'index.html'), DOCUMENT);
    });
    afterEach(() => rm(outDir, { recursive: true, force: true }));
    const renderExporting = (source: string) => writeFile(path.join(outDir, SERVER_RENDER_FILE), source);

    it("adds what the server render's documentStyles answers", async () => {
      await renderExporting(
        'exports.render = () => null; exports.documentStyles = async () => ".css-9zz{gap:8px}";',
      );
      await expect(addDocumentStyles(outDir)).resolves.toBe(true);
      expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toContain(
        '<style data-emotion="css 9zz" data-s="">.css-9zz{gap:8px}</style></head>',
      );
    });

    it('leaves the document alone when the render has no documentStyles (a remote)', async () => {
      await renderExporting('exports.render = () => null;');
      await expect(addDocumentStyles(outDir)).resolves.toBe(false);
      expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe(DOCUMENT);
    });

    it('fails the build when documentStyles throws', async () => {
      await renderExporting('exports.documentStyles = async () => { throw new Error("no theme"); };');
      await expect(addDocumentStyles(outDir)).rejects.toThrow();
      expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe(DOCUMENT);
    });
  });
});
