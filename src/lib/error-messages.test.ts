import { describe, expect, it } from 'vitest';
import { messageForCode } from './error-messages';

describe('client words for SPEC §8 codes 51, 141, 400', () => {
  it('are shown when the answer has no message of its own when the answer has no message', () => {
    expect(messageForCode(51)).toBe('설정 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
    expect(messageForCode(141)).toBe('요청 시간이 초과되었어요. 잠시 후 다시 시도해 주세요.');
    expect(messageForCode(400, '')).toBe('쇼핑몰 회원 탈퇴 처리에 실패했어요. 고객센터로 문의해 주세요.');
    expect(messageForCode(51, '서버 메시지')).toBe('서버 메시지');
    expect(messageForCode(9999)).toBe('요청을 처리하지 못했어요.');
  });
});
