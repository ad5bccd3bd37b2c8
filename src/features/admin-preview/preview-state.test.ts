import { describe, expect, it } from 'vitest';
import { koreanDay, previewStateLabel } from './preview-state';

describe('preview banner words', () => {
  it('names the state, with the Korean opening day for a scheduled item', () => {
    expect(previewStateLabel('scheduled', '2026-11-29T16:00:00.000Z')).toBe('예약됨 · 11월 30일 오픈');
    expect(previewStateLabel('draft', null)).toBe('비공개');
    expect(previewStateLabel('ended', '2026-01-01T00:00:00.000Z')).toBe('종료');
    expect(previewStateLabel('live', '2026-01-01T00:00:00.000Z')).toBe('공개 중');
    expect(koreanDay('2026-11-29T14:59:00.000Z')).toBe('11월 29일');
  });
});
