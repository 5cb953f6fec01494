import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { documentTextsJson } from './documentTexts';

describe('documentTextsJson', () => {
  it("writes the module's default export as JSON that cannot close its script element", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'document-texts-'));
    try {
      const file = path.join(dir, 'en.js');
      await fs.writeFile(file, "module.exports = { default: { title: 'Home </script><b>' } };");
      const json = documentTextsJson(file);
      expect(json).not.toContain('<');
      expect(JSON.parse(json)).toEqual({ title: 'Home </script><b>' });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
