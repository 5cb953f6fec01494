import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { SCRIPT_FONTS_FILE } from '@portal/routes/registry';
import { callRenderExport } from './renderExport';

const ScriptFontFilesSchema = v.record(v.string(), v.record(v.string(), v.string()));

/**
 * An app whose server render exports `scriptFontFiles` (the shell: its Thai font) gets
 * `fonts.json` beside its document: the files the browser build named, per language and weight,
 * for the gateway to declare in documents in that language. Its render runs without an asset base,
 * so the names are relative to the build's folder, as the files are.
 */
export async function writeScriptFontsFile(outDir: string): Promise<boolean> {
  const answer = callRenderExport(outDir, 'scriptFontFiles');
  if (!answer) return false;
  const files = v.parse(ScriptFontFilesSchema, JSON.parse(answer));
  for (const file of Object.values(files).flatMap((byWeight) => Object.values(byWeight)))
    if (!existsSync(path.join(outDir, file)))
      throw new Error(`${SCRIPT_FONTS_FILE}: ${file} is not a file of the build in ${outDir}`);
  await fs.writeFile(path.join(outDir, SCRIPT_FONTS_FILE), `${JSON.stringify(files, null, 2)}\n`);
  return true;
}
