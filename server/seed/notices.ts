/**
 * The shop's notices (공지사항) as of `now` (issue 30: a 설 연휴 notice pinned in December, ten
 * "(지난 공지)" copies; docs/decisions/042-seed-texts.md). A notice about an occasion (설, 추석,
 * 김장, 연말, 택배 없는 날 …) is posted at its time of the year — 설 and 추석 by each year's lunar
 * date — and only those of the last NOTICE_WINDOW_DAYS are listed; the notices about the service
 * (교환·환불 기준, 앱 업데이트 …) are spread over the same window. Pure: the same `now` gives the same list.
 */

const DAY = 86_400_000;
const KST = 9 * 3_600_000;
/** How far back the list goes: about five months, so a shopper never meets last year's 설 in December. */
export const NOTICE_WINDOW_DAYS = 150;

/** 설날 and 추석 (음력 1/1, 8/15) by solar date, 2024–2032 (한국천문연구원 월력요항). */
export const SEOLLAL: Record<number, string> = {
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-07',
  2028: '2028-01-27',
  2029: '2029-02-13',
  2030: '2030-02-03',
  2031: '2031-01-23',
  2032: '2032-02-11',
};
export const CHUSEOK: Record<number, string> = {
  2024: '2024-09-17',
  2025: '2025-10-06',
  2026: '2026-09-25',
  2027: '2027-09-15',
  2028: '2028-10-03',
  2029: '2029-09-22',
  2030: '2030-09-12',
  2031: '2031-10-01',
  2032: '2032-09-19',
};

export interface SeedNotice {
  title: string;
  content: string;
  isImportant: boolean;
  createdAt: Date;
  /** the occasion it is about ('설', '추석', '김장', '연말' …), null for a notice about the service */
  occasion: string | null;
}

/** 10:00 KST of a date ('2027-01-17' or year, month, day). */
const kstAt = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 10) - KST);
const ymd = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const addDays = (at: Date, n: number) => new Date(at.getTime() + n * DAY);
const md = (at: Date) => {
  const k = new Date(at.getTime() + KST);
  return `${k.getUTCMonth() + 1}월 ${k.getUTCDate()}일`;
};

interface Occasion {
  occasion: string;
  /** when it is posted in year `y`, and until when it stays pinned */
  at: (y: number) => { posted: Date; until: Date } | null;
  title: (y: number) => string;
  content: (y: number) => string;
}

const lunar = (table: Record<number, string>, y: number) => (table[y] ? kstAt(...ymd(table[y])) : null);

const OCCASIONS: Occasion[] = [
  {
    occasion: '새해',
    at: (y) => ({ posted: kstAt(y, 1, 2), until: kstAt(y, 1, 10) }),
    title: (y) => `[공지] ${y}년 새해 인사드립니다`,
    content: () => '지난 한 해 제철장터를 찾아 주셔서 고맙습니다. 올해도 산지의 제철 먹거리를 가장 맛있을 때 보내드릴게요.',
  },
  {
    occasion: '설',
    at: (y) => {
      const d = lunar(SEOLLAL, y);
      return d && { posted: new Date(Math.max(addDays(d, -21).getTime(), kstAt(y, 1, 3).getTime())), until: addDays(d, 3) };
    },
    title: () => '[안내] 설 연휴 배송 일정 안내',
    content: (y) => {
      const d = lunar(SEOLLAL, y)!;
      return `설 연휴(${md(addDays(d, -1))}~${md(addDays(d, 1))})에는 택배사 휴무로 배송이 쉬어요.\n\n- 연휴 전 마지막 출고: ${md(addDays(d, -4))} 오후 2시 주문 건까지\n- 연휴 후 첫 출고: ${md(addDays(d, 2))}부터 순차 출고\n\n신선식품은 연휴 중에 배송되지 않도록 출고를 조정하고 있어요.`;
    },
  },
  {
    occasion: '정월대보름',
    at: (y) => {
      const d = lunar(SEOLLAL, y);
      return d && { posted: addDays(d, 7), until: addDays(d, 14) };
    },
    title: () => '[이벤트] 정월대보름 오곡·부럼 모음',
    content: () => '정월대보름을 맞아 오곡밥 재료와 부럼용 견과를 모았어요. 대보름 전날까지 받으실 수 있게 출고해 드려요.',
  },
  {
    occasion: '봄',
    at: (y) => ({ posted: kstAt(y, 3, 4), until: kstAt(y, 3, 20) }),
    title: () => '[이벤트] 봄맞이 첫 구매 쿠폰',
    content: () => '봄을 맞아 처음 구매하시는 분께 3,000원 할인 쿠폰을 드려요. 쿠폰은 마이페이지에서 받으실 수 있어요.',
  },
  {
    occasion: '봄나물',
    at: (y) => ({ posted: kstAt(y, 4, 3), until: kstAt(y, 4, 30) }),
    title: () => '[안내] 봄나물 산지 출고 시작',
    content: () => '강화 사자발약쑥과 담양 죽순 같은 봄나물이 산지에서 출고를 시작했어요. 나물은 받으신 날 바로 데쳐 두시면 오래 드실 수 있어요.',
  },
  {
    occasion: '가정의 달',
    at: (y) => ({ posted: kstAt(y, 4, 24), until: kstAt(y, 5, 8) }),
    title: () => '[안내] 가정의 달 선물 배송 안내',
    content: () => '어린이날과 어버이날 선물은 받으실 날짜를 지정해 주문하실 수 있어요. 5월 연휴에는 택배사 휴무로 배송이 하루 이틀 늦어질 수 있어요.',
  },
  {
    occasion: '햇마늘',
    at: (y) => ({ posted: kstAt(y, 6, 5), until: kstAt(y, 6, 30) }),
    title: () => '[안내] 햇마늘·햇양파 출하 안내',
    content: () => '의성 햇마늘과 창녕 햇양파가 출하를 시작했어요. 마늘은 바람이 잘 통하는 그늘에 걸어 두시면 오래 보관할 수 있어요.',
  },
  {
    occasion: '장마',
    at: (y) => ({ posted: kstAt(y, 6, 20), until: kstAt(y, 7, 20) }),
    title: () => '[안내] 장마철 신선식품 배송 안내',
    content: () => '장마철에는 습도가 높아 과일과 채소가 쉽게 무를 수 있어요. 받으신 날 바로 상자를 열어 냉장 보관해 주세요.',
  },
  {
    occasion: '여름',
    at: (y) => ({ posted: kstAt(y, 7, 22), until: kstAt(y, 8, 20) }),
    title: () => '[안내] 폭염 기간 아이스팩 포장 강화',
    content: () => '폭염 기간에는 수산물과 정육에 아이스팩을 두 배로 넣고, 금요일 출고를 줄여 주말 동안 택배 상자에 머무르지 않게 해요.',
  },
  {
    occasion: '택배 없는 날',
    at: (y) => ({ posted: kstAt(y, 8, 4), until: kstAt(y, 8, 16) }),
    title: () => '[안내] 택배 없는 날 배송 일정 안내',
    content: () => '8월 14일 택배 없는 날에는 택배사가 쉬어요. 13일 오후 2시 이후 주문은 17일부터 순차 출고돼요.',
  },
  {
    occasion: '추석',
    at: (y) => {
      const d = lunar(CHUSEOK, y);
      return d && { posted: new Date(Math.max(addDays(d, -30).getTime(), kstAt(y, 9, 1).getTime())), until: addDays(d, -5) };
    },
    title: () => '[안내] 추석 선물세트 대량 주문 안내',
    content: () => '기업 및 단체 선물 대량 주문은 고객센터를 통해 따로 상담해 드려요. 수량과 배송지 목록을 미리 준비해 주시면 빠르게 도와드릴게요.',
  },
  {
    occasion: '추석',
    at: (y) => {
      const d = lunar(CHUSEOK, y);
      return d && { posted: addDays(d, -18), until: addDays(d, 3) };
    },
    title: () => '[안내] 추석 연휴 배송 일정 안내',
    content: (y) => {
      const d = lunar(CHUSEOK, y)!;
      return `추석 연휴(${md(addDays(d, -1))}~${md(addDays(d, 1))})에는 택배사 휴무로 배송이 쉬어요.\n\n- 연휴 전 마지막 출고: ${md(addDays(d, -4))} 오후 2시 주문 건까지\n- 연휴 후 첫 출고: ${md(addDays(d, 2))}부터 순차 출고`;
    },
  },
  {
    occasion: '햅쌀',
    at: (y) => ({ posted: kstAt(y, 10, 14), until: kstAt(y, 10, 31) }),
    title: () => '[안내] 햅쌀 출고 시작 안내',
    content: () => '올해 수확한 햅쌀이 도정을 마치고 출고를 시작했어요. 주문하신 날 도정해 보내드려요.',
  },
  {
    occasion: '김장',
    at: (y) => ({ posted: kstAt(y, 11, 2), until: kstAt(y, 11, 30) }),
    title: () => '[이벤트] 김장철 절임배추 예약 주문',
    content: () => '올해 김장은 산지에서 바로 절인 배추로 준비해 보세요. 예약하신 날짜에 맞춰 절여서 보내드려요. 12월 첫 주 출고분까지 예약받아요.',
  },
  {
    occasion: '연말',
    at: (y) => ({ posted: kstAt(y, 12, 1), until: kstAt(y, 12, 31) }),
    title: () => '[이벤트] 연말 감사 별 포인트 2배 적립',
    content: () => '한 해 동안 고마웠던 마음을 담아 12월 한 달 동안 구매 확정 시 별 포인트를 2배로 적립해 드려요.',
  },
  {
    occasion: '연말',
    at: (y) => ({ posted: kstAt(y, 12, 10), until: kstAt(y + 1, 1, 3) }),
    title: () => '[안내] 연말연시 배송 안내',
    content: () =>
      '연말에는 택배 물량이 늘어 배송이 하루 이틀 늦어질 수 있어요. 12월 31일 오후 2시 이후 주문은 1월 2일부터 순차 출고되며, 1월 1일에는 배송이 쉬어요.',
  },
];

/** Notices about the service, with how many days before `now` each was posted (spread over the window). */
const SERVICE: Array<[string, string, boolean, number]> = [
  [
    '[공지] 개인정보 처리방침 개정 안내',
    '개인정보 처리방침이 일부 개정되어 안내드립니다. 변경된 내용은 시행일부터 적용되며, 자세한 내용은 개인정보 처리방침 페이지에서 확인하실 수 있어요.',
    true,
    12,
  ],
  [
    '[안내] 신선식품 교환·환불 기준 안내',
    '신선식품은 상품 특성상 단순 변심에 의한 교환·환불이 어려워요. 상품에 문제가 있는 경우 수령 후 24시간 이내에 사진과 함께 고객센터로 접수해 주세요.',
    false,
    140,
  ],
  [
    '[공지] 시스템 점검 안내 (새벽 2시~4시)',
    '더 안정적인 서비스를 위해 시스템 점검을 진행해요. 점검 시간에는 주문과 결제가 일시적으로 중단되며, 점검이 끝나면 바로 이용하실 수 있어요.',
    false,
    4,
  ],
  [
    '[안내] 한정 특가 구매 수량 제한 안내',
    '한정 특가 상품은 더 많은 분들이 구매하실 수 있도록 1인당 구매 수량이 제한될 수 있어요. 상품 상세에서 구매 가능 수량을 확인해 주세요.',
    false,
    55,
  ],
  [
    '[공지] 앱 업데이트 안내 (버전 2.21.0)',
    '앱이 더 빨라졌어요. 최신 버전으로 업데이트하시면 한정 특가 알림과 최근 본 상품 기능을 더 편리하게 이용하실 수 있어요.',
    false,
    33,
  ],
  ['[안내] 제주·도서산간 배송비 안내', '제주 및 도서산간 지역은 추가 배송비가 발생할 수 있어요. 결제 단계에서 최종 배송비를 확인해 주세요.', false, 120],
  [
    '[이벤트] 커뮤니티 후기 작성하고 별 받기',
    '구매하신 제철 먹거리 후기를 커뮤니티에 남겨 주세요. 정성스러운 후기를 남겨주신 분께 별 포인트를 드려요.',
    false,
    75,
  ],
  [
    '[안내] 고객센터 운영 시간 변경',
    '고객센터 운영 시간이 평일 오전 9시부터 오후 6시까지로 변경돼요. 점심시간(12시~1시)에는 상담이 어려울 수 있어요.',
    false,
    97,
  ],
  [
    '[공지] 입점 판매자 모집',
    '우리 지역의 좋은 먹거리를 소개해 주실 판매자님을 모집해요. 산지 직송이 가능한 농가와 가공업체라면 누구나 신청하실 수 있어요.',
    false,
    110,
  ],
  ['[안내] 택배사 변경 안내', '일부 지역의 배송 택배사가 변경돼요. 변경 후에도 배송 조회는 주문 내역에서 동일하게 하실 수 있어요.', false, 64],
  ['[이벤트] 제철 퀴즈 게임 오픈', '매일 새로운 제철 퀴즈를 풀고 별 포인트를 모아 보세요. 게임은 마이페이지에서 참여하실 수 있어요.', false, 22],
  [
    '[이벤트] 첫 구매 고객 별 포인트 2배 적립',
    '제철장터에서 처음 구매하시는 분께 별 포인트를 2배로 적립해 드려요. 이벤트 기간 내 첫 결제 건에 한해 적용되며, 포인트는 구매 확정 후 지급됩니다.',
    false,
    88,
  ],
];

/**
 * The notices listed at `now`, newest first: the occasions posted in the last NOTICE_WINDOW_DAYS
 * (pinned while their occasion lasts) and the service notices. No title twice.
 */
export function noticesAt(now: Date): SeedNotice[] {
  const from = now.getTime() - NOTICE_WINDOW_DAYS * DAY;
  const year = new Date(now.getTime() + KST).getUTCFullYear();
  const out: SeedNotice[] = [];
  for (const y of [year - 1, year]) {
    for (const o of OCCASIONS) {
      const at = o.at(y);
      if (!at || at.posted.getTime() > now.getTime() || at.posted.getTime() < from) continue;
      out.push({ title: o.title(y), content: o.content(y), isImportant: now < at.until, createdAt: at.posted, occasion: o.occasion });
    }
  }
  for (const [title, content, isImportant, days] of SERVICE) {
    out.push({ title, content, isImportant, createdAt: new Date(now.getTime() - days * DAY - 5 * 3_600_000), occasion: null });
  }
  const seen = new Set<string>();
  return out.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).filter((n) => (seen.has(n.title) ? false : (seen.add(n.title), true)));
}
