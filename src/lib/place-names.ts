/**
 * Cities of the product's two markets (California and Georgia) as Korean and Japanese readers
 * write them: a Korean page says "어바인 지역 부동산 전문가", not "IRVINE 지역…". Realtors enter a
 * region's city in English (it must match the MLS's); these are only how a page shows it. A city
 * not listed here is shown as entered. Neighbourhoods and streets stay as they are: they are
 * proper names visitors look up on a map.
 */
import type { Locale } from '@/i18n/locales';
import { joinAtMiddleDots } from './japanese-text';

type Names = readonly [ko: string, ja: string];

const CITIES: Record<string, Names> = {
  // California
  alhambra: ['알햄브라', 'アルハンブラ'],
  anaheim: ['애너하임', 'アナハイム'],
  arcadia: ['아카디아', 'アルカディア'],
  'beverly hills': ['베벌리힐스', 'ビバリーヒルズ'],
  'buena park': ['부에나파크', 'ブエナパーク'],
  carson: ['카슨', 'カーソン'],
  cerritos: ['세리토스', 'セリトス'],
  'chino hills': ['치노힐스', 'チノヒルズ'],
  'costa mesa': ['코스타메사', 'コスタメサ'],
  cupertino: ['쿠퍼티노', 'クパチーノ'],
  'diamond bar': ['다이아몬드바', 'ダイアモンドバー'],
  fullerton: ['풀러턴', 'フラトン'],
  gardena: ['가디나', 'ガーデナ'],
  'garden grove': ['가든그로브', 'ガーデングローブ'],
  glendale: ['글렌데일', 'グレンデール'],
  'hancock park': ['행콕파크', 'ハンコックパーク'],
  'huntington beach': ['헌팅턴비치', 'ハンティントンビーチ'],
  irvine: ['어바인', 'アーバイン'],
  'la cañada flintridge': ['라캐나다플린트리지', 'ラ・カナダ・フリントリッジ'],
  'la crescenta-montrose': ['라크레센타-몬트로즈', 'ラ・クレセンタ・モントローズ'],
  'la palma': ['라팔마', 'ラパルマ'],
  'lake forest': ['레이크포레스트', 'レイクフォレスト'],
  'long beach': ['롱비치', 'ロングビーチ'],
  'los angeles': ['로스앤젤레스', 'ロサンゼルス'],
  'mission viejo': ['미션비에호', 'ミッションビエホ'],
  'newport beach': ['뉴포트비치', 'ニューポートビーチ'],
  'palo alto': ['팰로앨토', 'パロアルト'],
  pasadena: ['패서디나', 'パサデナ'],
  'rancho mission viejo': ['랜초미션비에호', 'ランチョ・ミッション・ビエホ'],
  'rancho palos verdes': ['랜초팔로스버디스', 'ランチョ・パロス・バーデス'],
  'rowland heights': ['롤랜드하이츠', 'ローランドハイツ'],
  'san diego': ['샌디에이고', 'サンディエゴ'],
  'san francisco': ['샌프란시스코', 'サンフランシスコ'],
  'san jose': ['새너제이', 'サンノゼ'],
  'santa clara': ['샌타클래라', 'サンタクララ'],
  'santa monica': ['샌타모니카', 'サンタモニカ'],
  sunnyvale: ['서니베일', 'サニーベール'],
  torrance: ['토런스', 'トーランス'],
  tustin: ['터스틴', 'タスティン'],
  'yorba linda': ['요바린다', 'ヨーバリンダ'],
  // Georgia
  alpharetta: ['알파레타', 'アルファレッタ'],
  atlanta: ['애틀랜타', 'アトランタ'],
  buford: ['뷰퍼드', 'ビューフォード'],
  cumming: ['커밍', 'カミング'],
  duluth: ['둘루스', 'ダルース'],
  'johns creek': ['존스크릭', 'ジョンズクリーク'],
  lawrenceville: ['로렌스빌', 'ローレンスビル'],
  marietta: ['메리에타', 'マリエッタ'],
  norcross: ['노크로스', 'ノークロス'],
  'peachtree corners': ['피치트리코너스', 'ピーチツリーコーナーズ'],
  'sandy springs': ['샌디스프링스', 'サンディスプリングス'],
  suwanee: ['스와니', 'スワニー'],
};

/**
 * The city as a reader of `locale` writes it; as entered for English and for cities not listed.
 * A Japanese name keeps its words on one line (joinAtMiddleDots).
 */
export function cityName(city: string, locale: Locale): string {
  if (locale === 'en') return city;
  const names = CITIES[city.trim().toLowerCase()];
  if (!names) return city;
  return locale === 'ko' ? names[0] : joinAtMiddleDots(names[1]);
}
