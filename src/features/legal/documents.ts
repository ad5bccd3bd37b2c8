/**
 * Public documents (SPEC §2 /terms, /privacy, /marketing-info), kept as Markdown beside this file
 * so an operator edits text, not code: `# 제목`, a `시행일: …` line, then `## 조항` sections whose
 * paragraphs are plain Korean text. Plain text of a food marketplace; the operator replaces it with
 * reviewed legal text before launch.
 */
import termsText from './terms.md?raw';
import privacyText from './privacy.md?raw';
import marketingText from './marketing-info.md?raw';

export interface LegalDocument {
  title: string;
  effectiveDate: string;
  sections: Array<{ heading: string; body: string }>;
}

/**
 * Read a document in the shape above. Paragraphs of a section are kept, separated by one newline
 * (the view renders them with `white-space: pre-line`).
 * @throws Error when the title or the 시행일 line is missing (a broken file must fail the build's tests, not render blank)
 */
export function parseLegalDocument(markdown: string): LegalDocument {
  const [head = '', ...parts] = markdown.split(/^## /m);
  const title = /^# (.+)$/m.exec(head)?.[1]?.trim();
  const effectiveDate = /^시행일: (.+)$/m.exec(head)?.[1]?.trim();
  if (!title || !effectiveDate) throw new Error('legal document: a "# 제목" and a "시행일: …" line are required');
  const sections = parts.map((part) => {
    const [heading = '', ...lines] = part.split('\n');
    const body = lines
      .map((l) => l.trim())
      .filter(Boolean)
      .join('\n');
    return { heading: heading.trim(), body };
  });
  return { title, effectiveDate, sections };
}

export const TERMS = parseLegalDocument(termsText);
export const PRIVACY = parseLegalDocument(privacyText);
export const MARKETING = parseLegalDocument(marketingText);
