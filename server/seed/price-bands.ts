/**
 * Plausible list prices per kilogram for the kinds a shopper compares most (issue 30, item 2:
 * "unit prices within a plausible band per kind, state the source").
 *
 * Source: our reading of the retail price series of aT KAMIS (농산물유통정보, kamis.or.kr — 소매가격,
 * 2024–2025) and 축산물품질평가원 (한우·돼지 소비자가격) for ordinary retail packs, widened for what
 * this market sells: 산지 직송 (cheaper per kg in 10–20 kg boxes), 선물용·특품 and certified
 * (유기농, 무농약, 1++) packs (dearer). The figures were written from those series as remembered,
 * not fetched (this machine has no internet): they are bands to catch a price off by a factor —
 * 절임배추 10kg at 6,090원 (609원/kg) was seen — not a price list.
 *
 * Shape: specialty key → [lowest, highest] 원/kg of a product's list price (`price`, before its
 * discount), for options sold by weight. 100원 taste items (첫구매 100원 …) are not priced by weight.
 */
export const PRICE_BANDS_PER_KG: Readonly<Record<string, readonly [number, number]>> = {
  // 과일
  'cheongsong-apple': [3_000, 15_000],
  'chungju-apple': [3_000, 15_000],
  'daegu-apple': [3_000, 15_000],
  'yesan-apple': [3_000, 15_000],
  'naju-pear': [2_500, 12_000],
  'sejong-pear': [2_500, 12_000],
  'jeju-tangerine': [2_000, 10_000],
  'jeju-hallabong': [7_000, 25_000],
  'jeju-cheonhyehyang': [7_000, 25_000],
  'nonsan-strawberry': [10_000, 35_000],
  'damyang-strawberry': [10_000, 35_000],
  'gochang-watermelon': [1_500, 5_000],
  'seongju-melon': [4_000, 15_000],
  'cheongdo-peach': [4_000, 15_000],
  'yeongdong-grape': [6_000, 20_000],
  'jinyeong-persimmon': [2_000, 10_000],
  // 채소·쌀
  'changnyeong-onion': [1_000, 5_000],
  'haenam-cabbage': [500, 3_000],
  'goesan-cabbage': [1_200, 5_000],
  'pyeongchang-potato': [1_500, 6_000],
  'haenam-sweetpotato': [2_500, 9_000],
  'jeju-carrot': [1_500, 6_000],
  'jindo-greenonion': [2_000, 8_000],
  'uiseong-garlic': [8_000, 35_000],
  'icheon-rice': [3_000, 10_000],
  'cheorwon-rice': [3_000, 10_000],
  'gimpo-rice': [3_000, 10_000],
  // 축산·수산
  'hoengseong-hanwoo': [40_000, 250_000],
  'hamyang-hanwoo': [40_000, 250_000],
  'jeju-blackpork': [15_000, 70_000],
  'jirisan-pork': [15_000, 70_000],
  'uljin-crab': [50_000, 250_000],
  'wando-abalone': [30_000, 120_000],
  'tongyeong-oyster': [8_000, 30_000],
  // 인삼·가공
  'geumsan-ginseng': [40_000, 200_000],
  'punggi-ginseng': [40_000, 200_000],
  'uljin-honey': [20_000, 80_000],
  'gwangju-kimchi': [4_000, 15_000],
  'yeongyang-pepper': [25_000, 80_000],
  'yangyang-songi': [100_000, 800_000],
};
