/**
 * Real Korean regional specialties (지역 특산물) and their seasons, the raw material of the seed.
 * Each kind: key (image file name), name, region (local code + city), category path, months in
 * season, a base price in KRW for its first option, and option names (unit strings).
 * Seasons follow common 제철 calendars (e.g. 영덕 대게 11–3월, 성주 참외 3–7월).
 */

export interface Specialty {
  key: string;
  name: string;
  localCode: string;
  city: string;
  /** depth-3 category code */
  category: string;
  months: number[];
  basePrice: number;
  units: string[];
  /** illustration shape used by the image generator */
  shape: 'round' | 'shell' | 'crab' | 'melon' | 'meat' | 'leaf' | 'fish' | 'grain' | 'jar' | 'root' | 'berry' | 'box' | 'mushroom' | 'squid';
  color: string;
}

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const m = (from: number, to: number) => {
  const out: number[] = [];
  let x = from;
  for (;;) {
    out.push(x);
    if (x === to) break;
    x = (x % 12) + 1;
  }
  return out;
};

export const SPECIALTIES: Specialty[] = [
  // 과일 (10)
  { key: 'cheongsong-apple', name: '청송 사과', localCode: '47', city: '청송군', category: '101010', months: m(9, 12), basePrice: 32900, units: ['가정용 5kg (16~20과)', '선물용 3kg (9~10과)', '못난이 10kg', '부사 5kg'], shape: 'round', color: '#E5484D' },
  { key: 'yesan-apple', name: '예산 사과', localCode: '44', city: '예산군', category: '101010', months: m(9, 11), basePrice: 29900, units: ['홍로 5kg', '부사 5kg (18~22과)', '선물세트 3kg'], shape: 'round', color: '#D93F44' },
  { key: 'naju-pear', name: '나주 배', localCode: '46', city: '나주시', category: '101011', months: m(9, 12), basePrice: 35900, units: ['신고배 7.5kg (9~11과)', '가정용 5kg', '선물용 15kg'], shape: 'round', color: '#D8B45A' },
  { key: 'seongju-melon', name: '성주 참외', localCode: '47', city: '성주군', category: '101012', months: m(3, 7), basePrice: 24900, units: ['꿀참외 3kg (10~14과)', '로얄과 5kg', '가정용 2kg'], shape: 'melon', color: '#F5C518' },
  { key: 'jeju-tangerine', name: '제주 감귤', localCode: '50', city: '서귀포시', category: '101013', months: [10, 11, 12, 1, 2], basePrice: 19900, units: ['노지감귤 5kg (S~M)', '타이벡 감귤 3kg', '로얄과 10kg'], shape: 'round', color: '#F97316' },
  { key: 'jeju-hallabong', name: '제주 한라봉', localCode: '50', city: '제주시', category: '101013', months: m(12, 4), basePrice: 39900, units: ['3kg (9~12과)', '선물용 5kg', '가정용 2kg'], shape: 'round', color: '#FB923C' },
  { key: 'jeju-cheonhyehyang', name: '제주 천혜향', localCode: '50', city: '서귀포시', category: '101013', months: m(1, 4), basePrice: 42900, units: ['3kg (10~13과)', '선물용 5kg'], shape: 'round', color: '#F59E0B' },
  { key: 'nonsan-strawberry', name: '논산 딸기', localCode: '44', city: '논산시', category: '101014', months: m(12, 5), basePrice: 18900, units: ['설향 500g x 2팩', '킹스베리 1kg', '가정용 2kg'], shape: 'berry', color: '#E11D48' },
  { key: 'damyang-strawberry', name: '담양 딸기', localCode: '46', city: '담양군', category: '101014', months: m(12, 4), basePrice: 17900, units: ['500g x 2팩', '특품 1kg'], shape: 'berry', color: '#F43F5E' },
  { key: 'yeongdong-grape', name: '영동 포도', localCode: '43', city: '영동군', category: '101015', months: m(8, 10), basePrice: 27900, units: ['캠벨 3kg', '샤인머스캣 2kg (3~4송이)', '거봉 2kg'], shape: 'berry', color: '#7C3AED' },
  { key: 'sangju-gotgam', name: '상주 곶감', localCode: '47', city: '상주시', category: '101016', months: m(11, 2), basePrice: 34900, units: ['건시 1kg (30~35개)', '반건시 선물세트 1.5kg', '감말랭이 500g'], shape: 'round', color: '#EA580C' },
  { key: 'jinyeong-persimmon', name: '진영 단감', localCode: '48', city: '김해시', category: '101016', months: m(10, 12), basePrice: 22900, units: ['5kg (20~25과)', '10kg 가정용'], shape: 'round', color: '#F97316' },
  { key: 'daejeo-tomato', name: '대저 짭짤이 토마토', localCode: '26', city: '강서구', category: '101017', months: m(2, 5), basePrice: 26900, units: ['2.5kg (S)', '5kg (M)', '1kg 맛보기'], shape: 'round', color: '#DC2626' },
  { key: 'gochang-bokbunja', name: '고창 복분자', localCode: '52', city: '고창군', category: '101014', months: m(6, 7), basePrice: 29900, units: ['생과 1kg', '냉동 2kg', '원액 500ml'], shape: 'berry', color: '#581C87' },
  { key: 'gwangyang-maesil', name: '광양 매실', localCode: '46', city: '광양시', category: '101018', months: m(5, 6), basePrice: 21900, units: ['청매실 5kg', '황매실 5kg', '매실청 1L'], shape: 'round', color: '#84CC16' },
  { key: 'cheongdo-peach', name: '청도 복숭아', localCode: '47', city: '청도군', category: '101018', months: m(6, 9), basePrice: 25900, units: ['백도 4kg (12~15과)', '황도 4kg', '천도 2kg'], shape: 'round', color: '#FDA4AF' },
  { key: 'gochang-watermelon', name: '고창 수박', localCode: '52', city: '고창군', category: '101012', months: m(5, 8), basePrice: 23900, units: ['8kg 1통', '10kg 1통', '애플수박 2통'], shape: 'melon', color: '#16A34A' },
  { key: 'chungju-apple', name: '충주 사과', localCode: '43', city: '충주시', category: '101010', months: m(9, 12), basePrice: 28900, units: ['부사 5kg', '가정용 10kg'], shape: 'round', color: '#B91C1C' },
  // 채소 (11)
  { key: 'haenam-sweetpotato', name: '해남 고구마', localCode: '46', city: '해남군', category: '111010', months: m(9, 3), basePrice: 19900, units: ['꿀고구마 5kg (중)', '호박고구마 3kg', '밤고구마 10kg'], shape: 'root', color: '#9D174D' },
  { key: 'uiseong-garlic', name: '의성 마늘', localCode: '47', city: '의성군', category: '111011', months: m(6, 8), basePrice: 24900, units: ['통마늘 1kg', '깐마늘 1kg', '햇마늘 50통'], shape: 'root', color: '#F5F5F4' },
  { key: 'haenam-cabbage', name: '해남 배추', localCode: '46', city: '해남군', category: '111012', months: m(11, 2), basePrice: 15900, units: ['3포기 (8~9kg)', '절임배추 20kg'], shape: 'leaf', color: '#65A30D' },
  { key: 'goesan-cabbage', name: '괴산 절임배추', localCode: '43', city: '괴산군', category: '111012', months: m(11, 12), basePrice: 34900, units: ['20kg (8~10포기)', '10kg'], shape: 'leaf', color: '#4D7C0F' },
  { key: 'damyang-bamboo', name: '담양 죽순', localCode: '46', city: '담양군', category: '111013', months: m(4, 5), basePrice: 16900, units: ['삶은 죽순 1kg', '생죽순 2kg'], shape: 'root', color: '#CA8A04' },
  { key: 'changnyeong-onion', name: '창녕 양파', localCode: '48', city: '창녕군', category: '111011', months: m(4, 6), basePrice: 12900, units: ['햇양파 5kg', '10kg (중)'], shape: 'round', color: '#D6A36B' },
  { key: 'pyeongchang-potato', name: '평창 감자', localCode: '51', city: '평창군', category: '111010', months: m(6, 9), basePrice: 14900, units: ['수미감자 5kg', '10kg (특)'], shape: 'root', color: '#C8A165' },
  { key: 'yangyang-songi', name: '양양 송이버섯', localCode: '51', city: '양양군', category: '111014', months: m(9, 10), basePrice: 129000, units: ['1등급 500g', '2등급 1kg', '가정용 300g'], shape: 'mushroom', color: '#A16207' },
  { key: 'jangheung-shiitake', name: '장흥 표고버섯', localCode: '46', city: '장흥군', category: '111014', months: ALL, basePrice: 23900, units: ['생표고 1kg', '건표고 300g', '슬라이스 200g'], shape: 'mushroom', color: '#78350F' },
  { key: 'geumsan-ginseng', name: '금산 인삼', localCode: '44', city: '금산군', category: '161010', months: m(9, 11), basePrice: 59900, units: ['수삼 750g (10~12뿌리)', '세척 수삼 1kg', '5년근 난발 수삼 500g'], shape: 'root', color: '#EAB308' },
  { key: 'cheongyang-pepper', name: '청양 고추', localCode: '44', city: '청양군', category: '111015', months: m(7, 10), basePrice: 13900, units: ['생고추 1kg', '고춧가루 1kg', '건고추 600g'], shape: 'root', color: '#DC2626' },
  { key: 'jindo-greenonion', name: '진도 대파', localCode: '46', city: '진도군', category: '111015', months: m(11, 3), basePrice: 9900, units: ['3kg 1단', '손질 대파 1kg'], shape: 'leaf', color: '#22C55E' },
  { key: 'jeju-carrot', name: '제주 구좌 당근', localCode: '50', city: '제주시', category: '111010', months: m(12, 3), basePrice: 13900, units: ['5kg (중)', '10kg 가정용'], shape: 'root', color: '#F97316' },
  { key: 'gangneung-corn', name: '홍천 찰옥수수', localCode: '51', city: '홍천군', category: '111016', months: m(7, 8), basePrice: 17900, units: ['생옥수수 20개', '냉동 찐옥수수 10개'], shape: 'grain', color: '#FACC15' },
  { key: 'yeongyang-pepper', name: '영양 고춧가루', localCode: '47', city: '영양군', category: '111015', months: m(9, 12), basePrice: 39900, units: ['태양초 1kg', '김치용 500g'], shape: 'jar', color: '#B91C1C' },
  { key: 'hadong-chestnut', name: '공주 알밤', localCode: '44', city: '공주시', category: '111017', months: m(9, 10), basePrice: 21900, units: ['특대 2kg', '깐밤 1kg', '맛밤 10봉'], shape: 'round', color: '#92400E' },
  // 수산·해산물 (12)
  { key: 'wando-abalone', name: '완도 전복', localCode: '46', city: '완도군', category: '121010', months: m(5, 10), basePrice: 49900, units: ['활전복 1kg (10~12미)', '활전복 1kg (8미)', '손질 전복 500g'], shape: 'shell', color: '#0E7490' },
  { key: 'yeongdeok-crab', name: '영덕 대게', localCode: '47', city: '영덕군', category: '121011', months: m(11, 3), basePrice: 89000, units: ['자숙 대게 2마리 (1.6kg)', '박달대게 1마리', '홍게 3kg'], shape: 'crab', color: '#DC2626' },
  { key: 'uljin-crab', name: '울진 대게', localCode: '47', city: '울진군', category: '121011', months: m(12, 3), basePrice: 85000, units: ['찜대게 2마리', '대게살 500g'], shape: 'crab', color: '#EF4444' },
  { key: 'tongyeong-oyster', name: '통영 굴', localCode: '48', city: '통영시', category: '121012', months: m(10, 3), basePrice: 15900, units: ['생굴 1kg', '석화 5kg', '굴 무침 500g'], shape: 'shell', color: '#94A3B8' },
  { key: 'gijang-seaweed', name: '기장 미역', localCode: '26', city: '기장군', category: '121013', months: m(1, 4), basePrice: 18900, units: ['자연산 건미역 300g', '생미역 2kg', '미역귀 500g'], shape: 'leaf', color: '#166534' },
  { key: 'pohang-gwamegi', name: '포항 과메기', localCode: '47', city: '포항시', category: '121014', months: m(11, 2), basePrice: 29900, units: ['손질 과메기 20쪽 세트', '꽁치 과메기 10미', '야채 세트'], shape: 'fish', color: '#334155' },
  { key: 'andong-mackerel', name: '안동 간고등어', localCode: '47', city: '안동시', category: '121014', months: ALL, basePrice: 24900, units: ['2손 (4마리)', '순살 10팩', '선물세트 5손'], shape: 'fish', color: '#1E3A8A' },
  { key: 'yeonggwang-gulbi', name: '영광 굴비', localCode: '46', city: '영광군', category: '121014', months: ALL, basePrice: 69000, units: ['참굴비 20미 (1.2kg)', '보리굴비 10미', '선물세트 10미'], shape: 'fish', color: '#CA8A04' },
  { key: 'beolgyo-cockle', name: '벌교 꼬막', localCode: '46', city: '보성군', category: '121012', months: m(11, 3), basePrice: 22900, units: ['참꼬막 2kg', '새꼬막 3kg', '꼬막무침 500g'], shape: 'shell', color: '#78716C' },
  { key: 'sokcho-squid', name: '속초 오징어', localCode: '51', city: '속초시', category: '121015', months: m(7, 12), basePrice: 32900, units: ['선동 오징어 5미', '반건조 10미', '오징어순대 1kg'], shape: 'squid', color: '#F5F5F4' },
  { key: 'jeju-hairtail', name: '제주 은갈치', localCode: '50', city: '제주시', category: '121014', months: m(7, 11), basePrice: 59900, units: ['특대 4미 (손질)', '대 6미', '가정용 2kg'], shape: 'fish', color: '#CBD5E1' },
  { key: 'wando-laver', name: '완도 김', localCode: '46', city: '완도군', category: '121013', months: m(11, 3), basePrice: 14900, units: ['곱창김 100매', '조미김 16봉', '김밥김 50매'], shape: 'leaf', color: '#14532D' },
  { key: 'namhae-anchovy', name: '남해 죽방멸치', localCode: '48', city: '남해군', category: '121016', months: m(4, 6), basePrice: 45900, units: ['볶음용 500g', '국물용 1kg', '선물세트'], shape: 'fish', color: '#A8A29E' },
  { key: 'taean-anchovy-sauce', name: '태안 꽃게', localCode: '44', city: '태안군', category: '121011', months: [4, 5, 9, 10, 11], basePrice: 39900, units: ['활꽃게 2kg', '간장게장 1kg', '양념게장 1kg'], shape: 'crab', color: '#1D4ED8' },
  { key: 'yeosu-gatkimchi', name: '여수 돌산 갓김치', localCode: '46', city: '여수시', category: '141010', months: ALL, basePrice: 19900, units: ['3kg', '5kg', '1kg 맛보기'], shape: 'jar', color: '#7F1D1D' },
  { key: 'incheon-blue-crab', name: '인천 연평도 꽃게', localCode: '28', city: '옹진군', category: '121011', months: [4, 5, 6, 9, 10, 11], basePrice: 42900, units: ['숫꽃게 2kg', '암꽃게 2kg'], shape: 'crab', color: '#2563EB' },
  { key: 'ulsan-whelk', name: '울산 참소라', localCode: '31', city: '동구', category: '121012', months: m(3, 6), basePrice: 26900, units: ['자숙 참소라 1kg', '활참소라 2kg'], shape: 'shell', color: '#A16207' },
  // 정육·계란 (13)
  { key: 'hoengseong-hanwoo', name: '횡성 한우', localCode: '51', city: '횡성군', category: '131010', months: ALL, basePrice: 62000, units: ['등심 500g', '채끝 400g', '불고기 1kg', '국거리 600g', '구이 선물세트 1.5kg'], shape: 'meat', color: '#B91C1C' },
  { key: 'hamyang-hanwoo', name: '함평 천지한우', localCode: '46', city: '함평군', category: '131010', months: ALL, basePrice: 59900, units: ['안심 400g', '찜갈비 1.5kg', '육회 300g'], shape: 'meat', color: '#991B1B' },
  { key: 'jeju-blackpork', name: '제주 흑돼지', localCode: '50', city: '제주시', category: '131011', months: ALL, basePrice: 32900, units: ['오겹살 1kg', '목살 1kg', '구이세트 1.5kg'], shape: 'meat', color: '#F87171' },
  { key: 'jirisan-pork', name: '지리산 흑돼지', localCode: '48', city: '산청군', category: '131011', months: ALL, basePrice: 28900, units: ['삼겹살 1kg', '항정살 500g'], shape: 'meat', color: '#FCA5A5' },
  { key: 'eumseong-egg', name: '음성 동물복지 유정란', localCode: '43', city: '음성군', category: '131012', months: ALL, basePrice: 12900, units: ['30구 (대란)', '15구 x 2판', '구운란 30구'], shape: 'round', color: '#FDE68A' },
  { key: 'chuncheon-dakgalbi', name: '춘천 닭갈비', localCode: '51', city: '춘천시', category: '131013', months: ALL, basePrice: 21900, units: ['양념 닭갈비 1kg', '2kg 가족세트'], shape: 'meat', color: '#EA580C' },
  { key: 'suwon-galbi', name: '수원 왕갈비', localCode: '41', city: '수원시', category: '131010', months: ALL, basePrice: 69000, units: ['양념 왕갈비 1.5kg', '생갈비 1kg'], shape: 'meat', color: '#9F1239' },
  // 쌀·잡곡 (14 → 15 codes below)
  { key: 'icheon-rice', name: '이천 쌀', localCode: '41', city: '이천시', category: '151010', months: m(10, 12), basePrice: 59900, units: ['임금님표 10kg', '20kg', '햅쌀 4kg'], shape: 'grain', color: '#F5F5F4' },
  { key: 'cheorwon-rice', name: '철원 오대쌀', localCode: '51', city: '철원군', category: '151010', months: m(10, 12), basePrice: 54900, units: ['10kg', '20kg'], shape: 'grain', color: '#FAFAF9' },
  { key: 'gimpo-rice', name: '김포 금쌀', localCode: '41', city: '김포시', category: '151010', months: m(10, 12), basePrice: 52900, units: ['10kg', '4kg 소포장'], shape: 'grain', color: '#FEF3C7' },
  { key: 'jindo-blackrice', name: '진도 흑미', localCode: '46', city: '진도군', category: '151011', months: ALL, basePrice: 16900, units: ['2kg', '5kg'], shape: 'grain', color: '#1C1917' },
  { key: 'paju-soybean', name: '파주 장단콩', localCode: '41', city: '파주시', category: '151011', months: m(10, 12), basePrice: 19900, units: ['백태 1kg', '서리태 1kg', '콩물 1L'], shape: 'grain', color: '#FEF9C3' },
  { key: 'jecheon-miscellaneous', name: '제천 잡곡', localCode: '43', city: '제천시', category: '151011', months: ALL, basePrice: 23900, units: ['혼합 10곡 2kg', '찰보리 2kg', '수수 1kg'], shape: 'grain', color: '#D6D3D1' },
  // 김치·반찬 (14)
  { key: 'gwangju-kimchi', name: '광주 포기김치', localCode: '29', city: '남구', category: '141010', months: ALL, basePrice: 32900, units: ['포기김치 5kg', '묵은지 3kg', '총각김치 2kg'], shape: 'jar', color: '#DC2626' },
  { key: 'jeonju-bibimbap', name: '전주 비빔밥 나물', localCode: '52', city: '전주시', category: '141011', months: ALL, basePrice: 15900, units: ['나물 5종 세트', '비빔밥 밀키트 4인'], shape: 'leaf', color: '#65A30D' },
  { key: 'gangneung-tofu', name: '강릉 초당두부', localCode: '51', city: '강릉시', category: '141012', months: ALL, basePrice: 9900, units: ['모두부 2모', '순두부 4팩', '모두부·순두부 세트'], shape: 'box', color: '#F5F5F4' },
  { key: 'boseong-cockle-side', name: '여수 게장', localCode: '46', city: '여수시', category: '141011', months: ALL, basePrice: 34900, units: ['간장게장 1.5kg', '양념게장 1kg'], shape: 'crab', color: '#B45309' },
  { key: 'sokcho-squid-sundae', name: '속초 명란젓', localCode: '51', city: '속초시', category: '141013', months: ALL, basePrice: 26900, units: ['저염 명란 500g', '파지 명란 1kg', '창란젓 500g'], shape: 'jar', color: '#FB7185' },
  { key: 'ganggyeong-jeotgal', name: '강경 젓갈', localCode: '44', city: '논산시', category: '141013', months: ALL, basePrice: 22900, units: ['새우젓 1kg', '낙지젓 500g', '젓갈 3종 세트'], shape: 'jar', color: '#FDBA74' },
  // 장류·양념 (17)
  { key: 'sunchang-gochujang', name: '순창 고추장', localCode: '52', city: '순창군', category: '171010', months: ALL, basePrice: 18900, units: ['찹쌀고추장 1kg', '전통 고추장 2kg', '쌈장 500g'], shape: 'jar', color: '#B91C1C' },
  { key: 'damyang-doenjang', name: '담양 전통된장', localCode: '46', city: '담양군', category: '171010', months: ALL, basePrice: 21900, units: ['재래된장 1kg', '집된장 2kg', '청국장 500g'], shape: 'jar', color: '#92400E' },
  { key: 'sinan-salt', name: '신안 천일염', localCode: '46', city: '신안군', category: '171011', months: m(4, 9), basePrice: 14900, units: ['3년 숙성 5kg', '구운소금 500g', '함초소금 300g'], shape: 'grain', color: '#E0F2FE' },
  { key: 'yecheon-sesame-oil', name: '예천 참기름', localCode: '47', city: '예천군', category: '171012', months: ALL, basePrice: 24900, units: ['저온압착 350ml', '들기름 350ml', '선물세트 2병'], shape: 'jar', color: '#CA8A04' },
  { key: 'uljin-honey', name: '지리산 토종꿀', localCode: '48', city: '함양군', category: '171013', months: m(5, 8), basePrice: 49900, units: ['토종꿀 1.2kg', '아카시아꿀 2.4kg', '밤꿀 1kg'], shape: 'jar', color: '#F59E0B' },
  { key: 'ganghwa-mugwort', name: '강화 사자발약쑥', localCode: '28', city: '강화군', category: '161011', months: m(4, 6), basePrice: 25900, units: ['건쑥 300g', '쑥가루 500g', '쑥 조청 1kg'], shape: 'leaf', color: '#4D7C0F' },
  // 차·음료 (18)
  { key: 'boseong-greentea', name: '보성 녹차', localCode: '46', city: '보성군', category: '181010', months: m(4, 6), basePrice: 19900, units: ['우전 50g', '세작 80g', '티백 100개'], shape: 'leaf', color: '#15803D' },
  { key: 'hadong-greentea', name: '하동 녹차', localCode: '48', city: '하동군', category: '181010', months: m(4, 6), basePrice: 22900, units: ['우전 40g', '잭살 발효차 50g', '말차 100g'], shape: 'leaf', color: '#166534' },
  { key: 'jeju-greentea', name: '제주 유기농 녹차', localCode: '50', city: '서귀포시', category: '181010', months: m(4, 6), basePrice: 17900, units: ['잎차 80g', '티백 50개'], shape: 'leaf', color: '#22C55E' },
  { key: 'goheung-yuzu', name: '고흥 유자차', localCode: '46', city: '고흥군', category: '181011', months: m(11, 2), basePrice: 15900, units: ['유자청 1kg', '생유자 3kg', '유자 선물세트'], shape: 'jar', color: '#FACC15' },
  { key: 'mungyeong-omija', name: '문경 오미자', localCode: '47', city: '문경시', category: '181011', months: m(9, 10), basePrice: 27900, units: ['생오미자 1kg', '오미자청 1L', '원액 500ml'], shape: 'berry', color: '#BE123C' },
  { key: 'jeju-citrus-juice', name: '제주 감귤 주스', localCode: '50', city: '제주시', category: '181012', months: ALL, basePrice: 24900, units: ['100% 착즙 1L x 4', '파우치 30팩'], shape: 'jar', color: '#FB923C' },
  { key: 'sejong-peach-juice', name: '세종 조치원 복숭아즙', localCode: '36', city: '조치원읍', category: '181012', months: m(7, 9), basePrice: 29900, units: ['복숭아즙 30포', '배도라지즙 30포'], shape: 'jar', color: '#FDA4AF' },
  // 건강식품 (16)
  { key: 'punggi-ginseng', name: '풍기 인삼', localCode: '47', city: '영주시', category: '161010', months: m(9, 11), basePrice: 54900, units: ['수삼 750g', '6년근 수삼 1kg', '난발 수삼 500g'], shape: 'root', color: '#D97706' },
  { key: 'jinan-redginseng', name: '진안 홍삼', localCode: '52', city: '진안군', category: '161010', months: ALL, basePrice: 69000, units: ['홍삼정 240g', '홍삼 스틱 30포', '홍삼액 60포'], shape: 'root', color: '#7F1D1D' },
  { key: 'gurye-sansuyu', name: '구례 산수유', localCode: '46', city: '구례군', category: '161011', months: m(10, 12), basePrice: 32900, units: ['건산수유 500g', '산수유즙 30포'], shape: 'berry', color: '#DC2626' },
  { key: 'jeongseon-hwangjeong', name: '정선 황기', localCode: '51', city: '정선군', category: '161011', months: ALL, basePrice: 22900, units: ['황기 300g', '황기 진액 30포'], shape: 'root', color: '#CA8A04' },
  { key: 'yeongwol-blackgarlic', name: '단양 흑마늘', localCode: '43', city: '단양군', category: '161012', months: ALL, basePrice: 29900, units: ['통흑마늘 500g', '흑마늘즙 30포'], shape: 'root', color: '#292524' },
  { key: 'jeju-aloe', name: '제주 노니·알로에', localCode: '50', city: '서귀포시', category: '161012', months: ALL, basePrice: 39900, units: ['알로에 젤 30포', '노니 원액 1L'], shape: 'jar', color: '#84CC16' },
  // 가공식품 (19)
  { key: 'gyeongju-hwangnam', name: '경주 황남빵', localCode: '47', city: '경주시', category: '191010', months: ALL, basePrice: 22000, units: ['20개입', '30개입 선물세트'], shape: 'box', color: '#B45309' },
  { key: 'cheonan-hodugwaja', name: '천안 호두과자', localCode: '44', city: '천안시', category: '191010', months: ALL, basePrice: 15000, units: ['30개입', '50개입', '팥앙금 40개입'], shape: 'round', color: '#A16207' },
  { key: 'gangneung-coffee', name: '강릉 커피', localCode: '51', city: '강릉시', category: '181013', months: ALL, basePrice: 18900, units: ['원두 500g', '드립백 30개', '콜드브루 1L'], shape: 'box', color: '#44403C' },
  { key: 'daejeon-bread', name: '대전 튀김소보로', localCode: '30', city: '중구', category: '191010', months: ALL, basePrice: 16000, units: ['10개입', '부추빵 세트'], shape: 'box', color: '#D97706' },
  { key: 'busan-fishcake', name: '부산 어묵', localCode: '26', city: '영도구', category: '191011', months: m(10, 3), basePrice: 19900, units: ['수제 어묵 1.5kg', '어묵탕 세트 6인분', '고로케 10개'], shape: 'fish', color: '#F59E0B' },
  { key: 'daegu-makchang', name: '대구 막창', localCode: '27', city: '서구', category: '131013', months: ALL, basePrice: 27900, units: ['초벌 막창 1kg', '소막창 500g'], shape: 'meat', color: '#BE123C' },
  { key: 'seoul-tteok', name: '서울 종로 떡', localCode: '11', city: '종로구', category: '191012', months: ALL, basePrice: 24900, units: ['모듬떡 1.5kg', '인절미 1kg', '설기 선물세트'], shape: 'box', color: '#FBCFE8' },
  { key: 'seoul-yakgwa', name: '서울 장인 약과', localCode: '11', city: '성북구', category: '191012', months: ALL, basePrice: 19900, units: ['개성약과 20개', '미니약과 1kg'], shape: 'round', color: '#B45309' },
  { key: 'gwangju-tteokgalbi', name: '광주 송정 떡갈비', localCode: '29', city: '광산구', category: '131013', months: ALL, basePrice: 29900, units: ['떡갈비 10장', '한돈 떡갈비 1kg'], shape: 'meat', color: '#9A3412' },
  { key: 'ulsan-eonyang-bulgogi', name: '울산 언양 불고기', localCode: '31', city: '울주군', category: '131013', months: ALL, basePrice: 34900, units: ['석쇠불고기 1kg', '한우 불고기 600g'], shape: 'meat', color: '#7C2D12' },
  { key: 'sejong-pear', name: '세종 조치원 배', localCode: '36', city: '조치원읍', category: '101011', months: m(9, 12), basePrice: 33900, units: ['신고배 7.5kg', '선물용 5kg'], shape: 'round', color: '#E5C07B' },
  { key: 'daejeon-rice-cake', name: '대전 찹쌀떡', localCode: '30', city: '유성구', category: '191012', months: ALL, basePrice: 17900, units: ['20개입', '딸기 찹쌀떡 12개'], shape: 'box', color: '#FDF2F8' },
  { key: 'incheon-jajang', name: '인천 차이나타운 짜장', localCode: '28', city: '중구', category: '191011', months: ALL, basePrice: 12900, units: ['짜장 소스 4인분', '밀키트 2인'], shape: 'box', color: '#292524' },
  { key: 'daegu-apple', name: '대구 능금', localCode: '27', city: '동구', category: '101010', months: m(9, 11), basePrice: 26900, units: ['홍옥 5kg', '부사 5kg'], shape: 'round', color: '#C2410C' },
  { key: 'busan-gijang-anchovy', name: '기장 멸치회무침', localCode: '26', city: '기장군', category: '141011', months: m(3, 5), basePrice: 21900, units: ['멸치회무침 500g', '멸치젓 1kg'], shape: 'fish', color: '#64748B' },
  { key: 'gyeonggi-yangpyeong-mushroom', name: '양평 느타리버섯', localCode: '41', city: '양평군', category: '111014', months: ALL, basePrice: 11900, units: ['2kg', '1kg 소포장'], shape: 'mushroom', color: '#A8A29E' },
  { key: 'gapyeong-pinenut', name: '가평 잣', localCode: '41', city: '가평군', category: '111017', months: m(9, 11), basePrice: 49900, units: ['황잣 500g', '백잣 300g', '잣죽 세트'], shape: 'grain', color: '#FDE68A' },
];

/** Three-level categories: [code, name] — depth by code length (2/4/6). */
export const CATEGORY_TREE: Array<[string, string]> = [
  ['10', '과일'], ['1010', '국산 과일'], ['101010', '사과'], ['101011', '배'], ['101012', '참외·수박'], ['101013', '감귤·만감류'], ['101014', '딸기·베리'], ['101015', '포도'], ['101016', '감·곶감'], ['101017', '토마토'], ['101018', '복숭아·매실'],
  ['11', '채소'], ['1110', '뿌리·잎채소'], ['111010', '고구마·감자·당근'], ['111011', '마늘·양파'], ['111012', '배추·김장채소'], ['111013', '나물·죽순'], ['1111', '버섯·양념채소'], ['111014', '버섯'], ['111015', '고추·대파'], ['111016', '옥수수'], ['111017', '밤·견과'],
  ['12', '수산·해산물'], ['1210', '조개·갑각류'], ['121010', '전복'], ['121011', '대게·꽃게'], ['121012', '굴·꼬막·소라'], ['1211', '생선·건어물'], ['121013', '김·미역'], ['121014', '생선'], ['121015', '오징어'], ['121016', '멸치·건어물'],
  ['13', '정육·계란'], ['1310', '소·돼지'], ['131010', '한우'], ['131011', '돼지고기'], ['1311', '계란·양념육'], ['131012', '계란'], ['131013', '양념육·간편구이'],
  ['14', '김치·반찬'], ['1410', '김치'], ['141010', '포기·별미김치'], ['1411', '반찬'], ['141011', '나물·게장·무침'], ['141012', '두부'], ['141013', '젓갈'],
  ['15', '쌀·잡곡'], ['1510', '쌀·잡곡'], ['151010', '쌀'], ['151011', '잡곡·콩'],
  ['16', '건강식품'], ['1610', '인삼·홍삼'], ['161010', '인삼·홍삼'], ['1611', '약초·진액'], ['161011', '약초·열매'], ['161012', '건강즙·진액'],
  ['17', '장류·양념'], ['1710', '장류·양념'], ['171010', '고추장·된장'], ['171011', '소금'], ['171012', '참기름·들기름'], ['171013', '꿀·조청'],
  ['18', '차·음료'], ['1810', '차·음료'], ['181010', '녹차'], ['181011', '과일청·전통차'], ['181012', '주스·즙'], ['181013', '커피'],
  ['19', '가공식품'], ['1910', '간식·간편식'], ['191010', '지역 빵·과자'], ['191011', '어묵·간편식'], ['191012', '떡·한과'],
];

/** The 17 시/도 (administrative codes) with short names. */
export const LOCALS: Array<[string, string, string]> = [
  ['11', '서울특별시', '서울'], ['26', '부산광역시', '부산'], ['27', '대구광역시', '대구'], ['28', '인천광역시', '인천'],
  ['29', '광주광역시', '광주'], ['30', '대전광역시', '대전'], ['31', '울산광역시', '울산'], ['36', '세종특별자치시', '세종'],
  ['41', '경기도', '경기'], ['43', '충청북도', '충북'], ['44', '충청남도', '충남'], ['46', '전라남도', '전남'],
  ['47', '경상북도', '경북'], ['48', '경상남도', '경남'], ['50', '제주특별자치도', '제주'], ['51', '강원특별자치도', '강원'],
  ['52', '전북특별자치도', '전북'],
];

/** Shop name patterns: {city} / {item} are filled in. */
export const SHOP_PATTERNS = ['{city} {item} 농원', '{city} 햇살{item}', '{item} 명가 {city}점', '{city} 산지직송 {item}', '{city} {item} 영농조합', '{city} 바른{item}', '{city} {item}마을', '{item} 한 상 {city}'];

export const GRADE_PREFIXES = ['', '', '', '햇', '꿀', '명품 ', '특품 ', '산지직송 ', '무농약 ', 'GAP 인증 ', '유기농 ', '못난이 ', '프리미엄 '];
