/** A section body's blocks: a paragraph, or a list when every line starts with "- ". */
export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function parseLegalBody(body: string): LegalBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): LegalBlock => {
      const lines = block.split('\n').map((line) => line.trim());
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'list', items: lines.map((line) => line.slice(2)) }
        : { kind: 'paragraph', text: lines.join(' ') };
    });
}
