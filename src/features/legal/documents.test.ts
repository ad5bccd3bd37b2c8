import { describe, expect, it } from 'vitest';
import { MARKETING, PRIVACY, TERMS, parseLegalDocument } from './documents';

describe('legal documents (Markdown beside the code)', () => {
  it('reads title, 시행일 and every section of the shipped documents', () => {
    expect(TERMS.title).toBe('이용약관');
    expect(TERMS.effectiveDate).toBe('2026년 11월 1일');
    expect(TERMS.sections.map((s) => s.heading)).toContain('제6조 (별 포인트)');
    expect(TERMS.sections).toHaveLength(8);
    expect(PRIVACY.sections).toHaveLength(8);
    expect(MARKETING.title).toBe('마케팅 정보 수신 동의');
    for (const doc of [TERMS, PRIVACY, MARKETING]) for (const s of doc.sections) expect(s.body.length).toBeGreaterThan(10);
  });

  it('keeps paragraphs of a section and refuses a file without a title or 시행일', () => {
    const doc = parseLegalDocument('# 제목\n\n시행일: 2027년 1월 1일\n\n## 가\n\n첫 문단\n\n둘째 문단\n');
    expect(doc.sections).toEqual([{ heading: '가', body: '첫 문단\n둘째 문단' }]);
    expect(() => parseLegalDocument('## 가\n\n본문')).toThrow(/시행일/);
  });
});
