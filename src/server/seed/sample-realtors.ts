/**
 * Sample realtors for the demo (seed) and the landing-page carousel.
 *
 * Everything here is fictional: people, brokerages, licence numbers, addresses, e-mail
 * addresses (example.com), phone numbers (the 555-01xx range reserved for fiction) and
 * social handles. Neighbourhood names and ZIP codes are real so that the regions match the
 * MLS listings of each market.
 *
 * No `server-only` import and no runtime imports: a prerendered landing page imports this
 * module too. Images live in public/demo/{slug}/ (see scripts/generate-demo-images.mjs).
 */
import type { Testimonial } from '@/lib/schemas/realtor';

export type YN = 'Y' | 'N';
export type PhotoPath = 'logo' | 'logo2' | 'id' | 'id2' | 'top' | 'gallery' | 'favicon' | 'ogImage';
export type ImageType = 'thumbnail' | 'fullsize';
export type EtcInfoType =
  | 'zillow_link'
  | 'korea_name'
  | 'home_list_realtor'
  | 'company_address'
  | 'company_phone'
  | 'company_fax'
  | 'company_license';

export interface SeoMetaEntry {
  title: string;
  description: string;
  keywords: string;
  author: string;
}

export interface SampleRealtor {
  /** slug: ASCII letters, '_' and '-' only */
  desiredUrl: string;
  userName: string;
  email: string;
  contactPhone: string;
  kakaoLink: string;
  /** For the Japanese-speaking realtors, whose clients use LINE. */
  lineLink?: string;
  licenseNumber: string;
  brokerage: string;
  careerStart: string;
  careerEnd: string | null;
  salesCount: number;
  lastYearSalesTotal: number;
  designMainColor: string;
  designFontSize: number;
  designMainDarkMode: YN;
  contentDarkMode: YN;
  isMakeHomepage: YN;
  hompageUrl: string;
  /** The name visitors read in each language, as the realtor writes it. */
  displayName: { ko: string; en: string; ja: string };
  template: 'classic' | 'modern' | 'luxury';
  aboutMeKr: string;
  aboutMeEn: string;
  aboutMeJa: string;
  snsYoutubeUrl: string;
  snsInstagramUrl: string;
  recommendedYoutubeUrl: string;
  activityRegion: { state: 'CA' | 'GA'; city: string; neighborhood: string; zipcode: string }[];
  etcInfo: { contentType: EtcInfoType; content: string }[];
  /** title/body in Korean, with the English and Japanese translations. */
  additionalSections: { title: string; body: string; titleEn: string; bodyEn: string; titleJa: string; bodyJa: string }[];
  /** What clients said, each in the language they wrote it in. */
  testimonials: Testimonial[];
  seoMeta: { ko: SeoMetaEntry; en: SeoMetaEntry; ja: SeoMetaEntry };
  photos: { path: PhotoPath; imageType: ImageType; url: string }[];
}

const DEMO_FILES: readonly (readonly [PhotoPath, string])[] = [
  ['logo', 'logo.webp'],
  ['logo2', 'logo2.webp'],
  ['id', 'portrait.webp'],
  ['top', 'top-1.webp'],
  ['top', 'top-2.webp'],
  ['gallery', 'gallery-1.webp'],
  ['gallery', 'gallery-2.webp'],
  ['gallery', 'gallery-3.webp'],
  ['gallery', 'gallery-4.webp'],
  ['favicon', 'favicon.png'],
  ['ogImage', 'og.webp'],
];

/** Every generated file of public/demo/{folder}/, as a fullsize and a thumbnail entry. */
function demoPhotos(folder: string): SampleRealtor['photos'] {
  return DEMO_FILES.flatMap(([path, file]) =>
    (['fullsize', 'thumbnail'] as const).map((imageType) => ({ path, imageType, url: `/demo/${folder}/${file}` })),
  );
}

const graceKim: SampleRealtor = {
  desiredUrl: 'grace-kim',
  userName: 'Grace Kim',
  email: 'grace.kim@example.com',
  contactPhone: '949-555-0134',
  kakaoLink: 'https://open.kakao.com/o/gK7mR2vQ',
  licenseNumber: '02145873',
  brokerage: 'Equity Realty',
  careerStart: '2012-03-15',
  careerEnd: null,
  salesCount: 236,
  lastYearSalesTotal: 31850000,
  designMainColor: '#1f5f8b',
  designFontSize: 16,
  designMainDarkMode: 'N',
  contentDarkMode: 'N',
  isMakeHomepage: 'Y',
  hompageUrl: 'https://gracekim.example.com',
  displayName: { ko: '김은혜', en: 'Grace Kim', ja: 'グレース・キム' },
  template: 'luxury',
  aboutMeKr:
    '안녕하세요, 어바인에서 10년 넘게 부동산 중개를 하고 있는 그레이스 김(김은혜)입니다. 저도 처음 미국에 와서 집을 구하며 막막했던 기억이 있기에, 고객 한 분 한 분의 일을 제 가족의 일처럼 챙기고 있습니다.\n\n' +
    '우드브리지, 노스우드, 터틀록처럼 학군이 좋은 어바인 주요 지역을 오랫동안 직접 다니며 익혀 왔습니다. 학교 배정과 HOA 관리비, 멜로루스(Mello-Roos) 같은 특별세는 물론 동네마다 다른 분위기까지 꼼꼼히 설명해 드리고, 집 보기부터 에스크로 마감까지 모든 과정을 한국어로 편하게 진행하실 수 있도록 도와드립니다.\n\n' +
    '첫 집 마련이든, 자녀 학교 때문에 하는 이사든, 투자용 부동산이든 부담 없이 연락 주세요. 좋은 집은 정확한 정보와 솔직한 상담에서 시작된다고 믿습니다.',
  aboutMeEn:
    "Hi, I'm Grace Kim, and I have been helping families buy and sell homes in Irvine for more than a decade. I still remember how overwhelming my own first home search in the U.S. felt, so I treat every client's move as if it were my own family's.\n\n" +
    "Woodbridge, Northwood and Turtle Rock are the neighborhoods I know best. I can walk you through school boundaries, HOA dues and Mello-Roos, and the small differences that make each village feel like home — and I'm happy to do it all in English or Korean, from the first showing to the close of escrow.\n\n" +
    "Whether you are buying your first home, moving for a school district or adding an investment property, I'd love to hear from you.",
  aboutMeJa:
    'こんにちは、アーバイン（Irvine）で10年以上不動産仲介をしているグレース・キムです。私自身、アメリカに来たばかりの頃に家探しで途方に暮れた経験があるので、お客様お一人おひとりのお住まい探しを、自分の家族のことのように考えてお手伝いしています。\n\n' +
    'ウッドブリッジ、ノースウッド、タートルロックなど、学区の良いアーバインの主要エリアを長年自分の足で歩いてきました。通学先の学校の割り当てやHOA（管理組合）費、メロルース（Mello-Roos）といった特別税の仕組みはもちろん、エリアごとに異なる街の雰囲気まで丁寧にご説明します。内見からエスクローのクロージングまで、すべて英語または韓国語で安心して進めていただけます。\n\n' +
    '初めての住宅購入でも、お子さまの学校のためのお引っ越しでも、投資用の物件でも、どうぞお気軽にご連絡ください。良い家との出会いは、正確な情報と率直なご相談から始まると信じています。',
  snsYoutubeUrl: 'https://www.youtube.com/@gracekimhomes',
  snsInstagramUrl: 'https://www.instagram.com/gracekim.homes',
  recommendedYoutubeUrl: 'https://www.youtube.com/watch?v=Xq3pL9vTz2A',
  activityRegion: [
    { state: 'CA', city: 'Irvine', neighborhood: 'Woodbridge', zipcode: '92604' },
    { state: 'CA', city: 'Irvine', neighborhood: 'Northwood', zipcode: '92620' },
    { state: 'CA', city: 'Irvine', neighborhood: 'Turtle Rock', zipcode: '92603' },
  ],
  etcInfo: [
    { contentType: 'korea_name', content: '김은혜' },
    { contentType: 'zillow_link', content: 'https://www.zillow.com/profile/GraceKimIrvine' },
    { contentType: 'company_address', content: '2030 Main Street, Suite 400, Irvine, CA 92614' },
    { contentType: 'company_phone', content: '949-555-0100' },
    { contentType: 'company_fax', content: '949-555-0101' },
    { contentType: 'company_license', content: '02198765' },
  ],
  additionalSections: [
    {
      title: '고객이 저를 선택하는 이유',
      body: '어바인에서 10년 넘게 일하며 230건이 넘는 거래를 마무리했고, 믿고 맡길 수 있는 융자 담당자, 인스펙터, 에스크로 오피서들과 함께 일하고 있습니다. 솔직한 가격 조언과 매주 진행 상황 안내, 그리고 전화하면 바로 받는 이중 언어 파트너가 되어 드리겠습니다.',
      titleEn: 'Why work with me',
      bodyEn: 'More than a decade in Irvine, over 230 closed transactions and a network of lenders, inspectors and escrow officers I trust. You get honest pricing advice, weekly updates and a bilingual partner who answers the phone.',
      titleJa: '私が選ばれる理由',
      bodyJa: 'アーバインで10年以上、230件を超える成約実績があり、信頼できるローン担当者、インスペクター（住宅検査士）、エスクローオフィサーとのネットワークがあります。率直な価格のアドバイス、毎週の進捗のご報告、そしていつでも電話に出るバイリンガルのパートナーとして、お客様をサポートします。',
    },
    {
      title: '어바인 학군 가이드',
      body: '어바인은 어바인 통합교육구(Irvine Unified)와 터스틴 통합교육구(Tustin Unified)가 지역을 나누어 관할합니다. 마음에 드는 집을 결정하시기 전에 배정되는 초·중·고등학교를 교육구에 직접 확인하고, 최근 학력평가 점수 추이도 함께 알려 드립니다.',
      titleEn: 'Irvine school guide',
      bodyEn: 'Irvine Unified and Tustin Unified both serve parts of the city. Before you fall in love with a house, I will confirm the assigned elementary, middle and high schools with the district and share recent test-score trends.',
      titleJa: 'アーバインの学区ガイド',
      bodyJa: 'アーバイン市内は、アーバイン統合学区（Irvine Unified）とタスティン統合学区（Tustin Unified）の2つの学区に分かれています。物件に心を決めてしまう前に、通うことになる小学校・中学校・高校を学区に直接確認し、最近の学力テストの傾向もあわせてお伝えします。',
    },
  ],
  testimonials: [
    { lang: 'ko', quote: '처음 집을 사는 거라 모르는 것투성이였는데, 은혜 씨가 학군부터 멜로루스까지 하나하나 한국어로 설명해 주셔서 마음 편히 결정할 수 있었어요. 오퍼가 세 번이나 밀렸을 때도 끝까지 포기하지 않고 챙겨 주셨습니다.', author: '이수진 님', detail: '어바인 우드브리지 매수 · 2025' },
    { lang: 'en', quote: 'Grace knew every school boundary in Northwood by heart. She found us a home before it hit the market and negotiated $40,000 off after the inspection.', author: 'Jason & Mia R.', detail: 'Bought in Northwood, 2024' },
    { lang: 'ja', quote: 'アメリカでの家探しは初めてで不安でしたが、グレースさんが学区や税金のことまで丁寧に説明してくれました。日本にいる両親にも分かりやすい資料を作ってくださり、家族みんなで安心して決められました。', author: '佐藤様ご夫妻', detail: 'タートルロックで購入（2025年）' },
  ],
  seoMeta: {
    ko: {
      title: '김은혜(그레이스 김) | 어바인 부동산 전문 리얼터',
      description: '어바인 우드브리지·노스우드·터틀록 주택 매매 전문. 학군, HOA, 멜로루스까지 한국어로 친절하게 상담해 드립니다.',
      keywords: '어바인 부동산, 어바인 리얼터, 어바인 학군, 우드브리지, 노스우드, 터틀록, 한인 리얼터',
      author: '김은혜',
    },
    en: {
      title: 'Grace Kim | Irvine Realtor',
      description: 'Bilingual Irvine realtor specializing in Woodbridge, Northwood and Turtle Rock homes. School districts, HOA and Mello-Roos explained.',
      keywords: 'Irvine realtor, Irvine homes for sale, Woodbridge, Northwood, Turtle Rock, Korean speaking realtor',
      author: 'Grace Kim',
    },
    ja: {
      title: 'グレース・キム | アーバインの不動産エージェント',
      description: 'アーバインのウッドブリッジ、ノースウッド、タートルロックの住宅売買を専門とするバイリンガルエージェント。学区、HOA、メロルース税まで丁寧にご説明します。',
      keywords: 'アーバイン 不動産, アーバイン 学区, ウッドブリッジ, ノースウッド, タートルロック, Irvine, Woodbridge, Northwood, Turtle Rock',
      author: 'グレース・キム',
    },
  },
  photos: demoPhotos('grace-kim'),
};

const danielPark: SampleRealtor = {
  desiredUrl: 'daniel-park',
  userName: 'Daniel Park',
  email: 'daniel.park@example.com',
  contactPhone: '949-555-0147',
  kakaoLink: 'https://open.kakao.com/o/sDp4wN8e',
  licenseNumber: '02031456',
  brokerage: 'Harborview Coastal Realty',
  careerStart: '2015-06-01',
  careerEnd: null,
  salesCount: 88,
  lastYearSalesTotal: 64200000,
  designMainColor: '#0e7c7b',
  designFontSize: 16,
  designMainDarkMode: 'Y',
  contentDarkMode: 'Y',
  isMakeHomepage: 'Y',
  hompageUrl: 'https://danielpark.example.com',
  displayName: { ko: '박준호', en: 'Daniel Park', ja: 'ダニエル・パク' },
  template: 'luxury',
  aboutMeKr:
    '뉴포트비치의 바다를 사랑하는 리얼터 대니얼 박(박준호)입니다. 뉴포트 코스트와 코로나 델 마, 발보아 아일랜드의 해변 주택과 고급 주택을 전문으로 하고 있습니다.\n\n' +
    '해안가 부동산은 전망, 해안위원회(Coastal Commission) 규정, 홍수 보험처럼 일반 주택과 다르게 살펴봐야 할 부분이 많습니다. 금융권에서 일했던 경험을 살려 가격 분석과 협상을 철저히 준비하고, 매도하실 때는 전문 사진·영상 촬영과 타깃 마케팅으로 집의 가치를 제대로 보여 드립니다.\n\n' +
    '바다가 보이는 집에서의 새로운 시작, 제가 함께하겠습니다.',
  aboutMeEn:
    "I'm Daniel Park, a Newport Beach realtor who specializes in coastal and luxury homes in Newport Coast, Corona del Mar and Balboa Island.\n\n" +
    'Waterfront property comes with its own checklist — view corridors, Coastal Commission rules, flood insurance and boat-slip rights. Before real estate I worked in commercial banking, so I bring a numbers-first approach to pricing and negotiation. For sellers, every listing gets professional photography, cinematic video and targeted digital marketing.\n\n' +
    "If you're dreaming of an ocean view, let's find the right one together.",
  aboutMeJa:
    'ニューポートビーチ（Newport Beach）の海をこよなく愛する不動産エージェント、ダニエル・パクです。ニューポートコースト、コロナ・デル・マー、バルボア・アイランドのビーチ沿いの住宅や高級住宅を専門に扱っています。\n\n' +
    '海辺の物件には、眺望、沿岸委員会（Coastal Commission）の規制、洪水保険、ボートスリップの権利など、一般の住宅とは違うチェックポイントがたくさんあります。不動産業界に入る前は商業銀行に勤めていた経験を活かし、数字に基づいた価格分析と交渉を徹底して準備します。ご売却の際は、プロによる写真・動画撮影とターゲットを絞ったデジタルマーケティングで、お住まいの価値をしっかりとお伝えします。\n\n' +
    '海の見える家での新しい暮らし、ぜひ私と一緒に見つけましょう。',
  snsYoutubeUrl: 'https://www.youtube.com/@danielparkcoastal',
  snsInstagramUrl: 'https://www.instagram.com/danielpark.coastal',
  recommendedYoutubeUrl: 'https://www.youtube.com/watch?v=bN7kQ2rLw4M',
  activityRegion: [
    { state: 'CA', city: 'Newport Beach', neighborhood: 'Newport Coast', zipcode: '92657' },
    { state: 'CA', city: 'Newport Beach', neighborhood: 'Corona del Mar', zipcode: '92625' },
    { state: 'CA', city: 'Newport Beach', neighborhood: 'Balboa Island', zipcode: '92662' },
  ],
  etcInfo: [
    { contentType: 'korea_name', content: '박준호' },
    { contentType: 'zillow_link', content: 'https://www.zillow.com/profile/DanielParkCoastal' },
    { contentType: 'company_address', content: '1400 Dove Street, Suite 210, Newport Beach, CA 92660' },
    { contentType: 'company_phone', content: '949-555-0150' },
    { contentType: 'company_fax', content: '949-555-0151' },
    { contentType: 'company_license', content: '02076543' },
  ],
  additionalSections: [
    {
      title: '해안가 주택 구입',
      body: '절벽 위의 주택부터 바닷가 코티지까지, 오퍼를 넣기 전에 조망권 보호, 주차, 단기 임대 규정, 보험료까지 꼼꼼히 비교해 보실 수 있도록 도와드립니다.',
      titleEn: 'Buying on the coast',
      bodyEn: 'From bluff-top homes to bay-front cottages, I help you weigh view protection, parking, short-term rental rules and insurance costs before you write an offer.',
      titleJa: '海辺の住宅をご購入の方へ',
      bodyJa: '崖の上に建つ邸宅から入り江に面したコテージまで、オファーを出す前に、眺望の保護、駐車スペース、短期賃貸の規制、保険料などをしっかり比較検討できるようお手伝いします。',
    },
  ],
  testimonials: [
    { lang: 'en', quote: 'Daniel priced our Corona del Mar home with real discipline, staged it beautifully and brought us three offers in the first week. We closed above asking, with no drama.', author: 'Catherine W.', detail: 'Sold in Corona del Mar, 2025' },
    { lang: 'ko', quote: '한국에 있으면서 뉴포트 코스트 집을 사느라 걱정이 많았는데, 박준호 리얼터님이 매번 영상으로 집을 보여 주시고 시차에 맞춰 연락해 주셔서 한 번도 불안하지 않았습니다.', author: '정현우 님', detail: '뉴포트 코스트 매수 · 2024' },
  ],
  seoMeta: {
    ko: {
      title: '박준호(대니얼 박) | 뉴포트비치 해변·고급 주택 리얼터',
      description: '뉴포트 코스트, 코로나 델 마, 발보아 아일랜드의 오션뷰 주택 매매. 정확한 시세 분석과 한국어 상담.',
      keywords: '뉴포트비치 부동산, 뉴포트 코스트, 코로나 델 마, 발보아 아일랜드, 오션뷰 주택, 한인 리얼터',
      author: '박준호',
    },
    en: {
      title: 'Daniel Park | Newport Beach Coastal & Luxury Homes',
      description: 'Ocean-view and waterfront homes in Newport Coast, Corona del Mar and Balboa Island, with data-driven pricing and negotiation.',
      keywords: 'Newport Beach realtor, Newport Coast homes, Corona del Mar real estate, Balboa Island, luxury homes',
      author: 'Daniel Park',
    },
    ja: {
      title: 'ダニエル・パク | ニューポートビーチの海辺・高級住宅',
      description: 'ニューポートコースト、コロナ・デル・マー、バルボア・アイランドのオーシャンビュー住宅やウォーターフロント物件の売買。データに基づく価格分析と交渉でサポートします。',
      keywords: 'ニューポートビーチ 不動産, ニューポートコースト, コロナ・デル・マー, バルボア・アイランド, オーシャンビュー, 高級住宅, Newport Beach, Newport Coast, Corona del Mar, Balboa Island',
      author: 'ダニエル・パク',
    },
  },
  photos: demoPhotos('daniel-park'),
};

const jennyChoi: SampleRealtor = {
  desiredUrl: 'jenny-choi',
  userName: 'Jenny Choi',
  email: 'jenny.choi@example.com',
  contactPhone: '213-555-0162',
  kakaoLink: 'https://open.kakao.com/o/jC2hT6xs',
  licenseNumber: '02087319',
  brokerage: 'Wilshire Garden Realty',
  careerStart: '2016-09-12',
  careerEnd: null,
  salesCount: 154,
  lastYearSalesTotal: 26700000,
  designMainColor: '#b5485d',
  designFontSize: 15,
  designMainDarkMode: 'N',
  contentDarkMode: 'N',
  isMakeHomepage: 'Y',
  hompageUrl: 'https://jennychoi.example.com',
  displayName: { ko: '최지은', en: 'Jenny Choi', ja: 'ジェニー・チェ' },
  template: 'classic',
  aboutMeKr:
    'LA 한인타운에서 나고 자란 리얼터 제니 최(최지은)입니다. 한인타운 콘도부터 행콕파크와 라치몬트 빌리지의 클래식한 단독주택, 미라클 마일의 듀플렉스까지 폭넓게 거래해 왔습니다.\n\n' +
    'LA는 동네마다, 심지어 블록마다 분위기와 시세가 다릅니다. 렌트 컨트롤(RSO) 적용 여부, 역사 보존 지역(HPOZ) 규정, 주차와 소음처럼 실제로 살아 보면 중요한 부분들을 미리 알려 드려서 후회 없는 선택을 하실 수 있게 돕겠습니다.\n\n' +
    '부모님 세대의 첫 집부터 자녀 세대의 첫 콘도까지, 한인 커뮤니티의 든든한 부동산 파트너가 되겠습니다.',
  aboutMeEn:
    "I'm Jenny Choi — born and raised in Koreatown, Los Angeles. I help clients with everything from Koreatown condos to classic Hancock Park and Larchmont Village homes and Miracle Mile duplexes.\n\n" +
    'In L.A., the market changes from block to block. I make sure you understand rent-control (RSO) status, HPOZ preservation rules, parking and the everyday details that only matter once you move in.\n\n' +
    "From a family's first home to a first condo downtown, I'd be glad to be your partner in the city I grew up in.",
  aboutMeJa:
    'ロサンゼルスのコリアタウンで生まれ育った不動産エージェント、ジェニー・チェです。コリアタウンのコンドミニアムから、ハンコックパークやラーチモント・ビレッジのクラシックな一戸建て、ミラクルマイルのデュプレックス（2世帯型の収益物件）まで、幅広いお取引をお手伝いしてきました。\n\n' +
    'LAはエリアごと、さらにはブロックごとに雰囲気も相場も変わります。家賃規制条例（RSO）の対象かどうか、歴史的景観保存地区（HPOZ）の規制、駐車場や騒音など、実際に住んでみて初めて気づくポイントを事前にお伝えし、後悔のない選択ができるようサポートします。\n\n' +
    'ご両親世代の初めてのマイホームから、お子さま世代の初めてのコンドミニアムまで、コミュニティの頼れる不動産パートナーでありたいと思っています。',
  snsYoutubeUrl: 'https://www.youtube.com/@jennychoi_la',
  snsInstagramUrl: 'https://www.instagram.com/jennychoi.la',
  recommendedYoutubeUrl: 'https://www.youtube.com/watch?v=pR5dK8sVm1Q',
  activityRegion: [
    { state: 'CA', city: 'Los Angeles', neighborhood: 'Koreatown', zipcode: '90010' },
    { state: 'CA', city: 'Hancock Park', neighborhood: 'Larchmont Village', zipcode: '90004' },
    { state: 'CA', city: 'Los Angeles', neighborhood: 'Miracle Mile', zipcode: '90036' },
  ],
  etcInfo: [
    { contentType: 'korea_name', content: '최지은' },
    { contentType: 'company_address', content: '3700 Wilshire Blvd, Suite 850, Los Angeles, CA 90010' },
    { contentType: 'company_phone', content: '213-555-0160' },
    { contentType: 'company_fax', content: '213-555-0161' },
    { contentType: 'company_license', content: '02054321' },
  ],
  additionalSections: [
    {
      title: '첫 집 구입 가이드',
      body: '먼저 융자 사전 승인(pre-approval)을 받아 현실적인 예산을 세우고, 그 예산에 맞는 콘도와 타운홈을 둘러봅니다. HOA 적립금, FHA 승인 여부, 클로징 비용도 단계별로 차근차근 설명해 드립니다. LA의 다운페이먼트 지원 프로그램도 살펴볼 만하니, 해당되는 프로그램을 안내해 드리겠습니다.',
      titleEn: 'First-time buyer guide',
      bodyEn: 'We start with a pre-approval and a realistic budget, tour condos and townhomes that fit it, and I explain HOA reserves, FHA approval and closing costs step by step. Down-payment assistance programmes in Los Angeles are worth a look, and I will point you to them.',
      titleJa: '初めての住宅購入ガイド',
      bodyJa: 'まずはローンの事前承認（プリアプルーバル）を取得して現実的な予算を立て、その予算に合うコンドミニアムやタウンハウスを見学します。HOAの修繕積立金、FHAローンの承認状況、クロージング費用についても、順を追ってご説明します。ロサンゼルスの頭金支援プログラムも検討する価値がありますので、利用できる制度をご案内します。',
    },
  ],
  testimonials: [
    { lang: 'ko', quote: '코리아타운 콘도를 팔고 행콕 파크로 옮기는 일정을 한 번에 맞춰 주셨어요. 부모님께도 늘 차근차근 설명해 주시는 모습에 가족 모두 감동했습니다.', author: '한미경 님', detail: '코리아타운 매도, 행콕 파크 매수 · 2025' },
    { lang: 'en', quote: 'Jenny found us a Miracle Mile duplex that pays for itself. She knew which units were rent-controlled and walked us through every number.', author: 'Marcus T.', detail: 'Bought a duplex in Miracle Mile, 2024' },
  ],
  seoMeta: {
    ko: {
      title: '최지은(제니 최) | LA 한인타운·행콕파크 부동산',
      description: 'LA 한인타운 콘도, 행콕파크·라치몬트 단독주택, 미라클 마일 듀플렉스 매매. 첫 집 구입 한국어 상담.',
      keywords: 'LA 부동산, 한인타운 콘도, 행콕파크, 라치몬트 빌리지, 미라클 마일, 한인 리얼터, 첫 집 구입',
      author: '최지은',
    },
    en: {
      title: 'Jenny Choi | Koreatown & Hancock Park Realtor',
      description: 'Koreatown condos, Hancock Park and Larchmont Village homes and Miracle Mile income properties — with a first-time buyer focus.',
      keywords: 'Los Angeles realtor, Koreatown condos, Hancock Park homes, Larchmont Village, Miracle Mile duplex',
      author: 'Jenny Choi',
    },
    ja: {
      title: 'ジェニー・チェ | LAコリアタウン・ハンコックパークの不動産',
      description: 'コリアタウンのコンドミニアム、ハンコックパーク・ラーチモントの一戸建て、ミラクルマイルの収益物件の売買。初めての住宅購入もサポートします。',
      keywords: 'ロサンゼルス 不動産, コリアタウン コンドミニアム, ハンコックパーク, ラーチモント・ビレッジ, ミラクルマイル, 初めての住宅購入, Los Angeles, Koreatown, Hancock Park, Larchmont Village',
      author: 'ジェニー・チェ',
    },
  },
  photos: demoPhotos('jenny-choi'),
};

const oliviaBennett: SampleRealtor = {
  desiredUrl: 'olivia-bennett',
  userName: 'Olivia Bennett',
  email: 'olivia.bennett@example.com',
  contactPhone: '310-555-0118',
  kakaoLink: '',
  licenseNumber: '02011764',
  brokerage: 'Canon Drive Estates',
  careerStart: '2011-04-20',
  careerEnd: null,
  salesCount: 142,
  lastYearSalesTotal: 88500000,
  designMainColor: '#a67c2e',
  designFontSize: 17,
  designMainDarkMode: 'Y',
  contentDarkMode: 'Y',
  isMakeHomepage: 'Y',
  hompageUrl: 'https://oliviabennett.example.com',
  displayName: { ko: '올리비아 베넷', en: 'Olivia Bennett', ja: 'オリビア・ベネット' },
  template: 'luxury',
  aboutMeKr:
    '안녕하세요, 베벌리힐스에서 15년 넘게 고급 주택을 전문으로 중개해 온 올리비아 베넷입니다. 베벌리힐스 플랫츠의 전통적인 저택부터 트라우스데일 에스테이트의 미드센추리 모던 주택까지, 각 매물의 건축적 가치와 역사를 잘 알고 있습니다.\n\n' +
    '고급 주택 거래에서는 무엇보다 신뢰와 비밀 유지가 중요합니다. 공개 시장에 나오지 않는 오프마켓 매물 네트워크와 변호사·세무사·디자이너와의 협업을 통해 매수와 매도 모두 조용하고 안전하게 진행해 드립니다.\n\n' +
    '해외에서 오시는 고객분들과도 많이 일해 왔으니, 원격 계약이나 일정 조율도 편하게 말씀해 주세요.',
  aboutMeEn:
    "I'm Olivia Bennett, and for more than fifteen years I have represented buyers and sellers of distinctive homes in Beverly Hills — from traditional estates in the Flats to mid-century modern landmarks in Trousdale Estates.\n\n" +
    'At this level, discretion matters as much as price. I work with a private network of off-market listings and a trusted circle of attorneys, tax advisors and designers, so every transaction moves quietly and securely.\n\n' +
    'Many of my clients live overseas; remote signings and flexible scheduling are part of how I work.',
  aboutMeJa:
    'ビバリーヒルズ（Beverly Hills）で15年以上にわたり、高級住宅を専門に仲介しているオリビア・ベネットです。ビバリーヒルズ・フラッツの伝統的な邸宅から、トラウスデール・エステーツのミッドセンチュリー・モダンの名作住宅まで、一軒一軒の建築的な価値と歴史を熟知しています。\n\n' +
    'このクラスのお取引では、価格と同じくらい信頼と秘密保持が大切です。一般には公開されないオフマーケット物件のネットワークと、弁護士・税理士・デザイナーとの連携により、ご購入もご売却も静かに、そして安全に進めてまいります。\n\n' +
    '海外にお住まいのお客様とのお取引も多く、リモートでのご契約や柔軟な日程調整にも対応しております。どうぞお気軽にご相談ください。',
  snsYoutubeUrl: '',
  snsInstagramUrl: 'https://www.instagram.com/oliviabennett.estates',
  recommendedYoutubeUrl: '',
  activityRegion: [
    { state: 'CA', city: 'Beverly Hills', neighborhood: 'Beverly Hills Flats', zipcode: '90210' },
    { state: 'CA', city: 'Beverly Hills', neighborhood: 'Trousdale Estates', zipcode: '90210' },
    { state: 'CA', city: 'Beverly Hills', neighborhood: 'South of Wilshire', zipcode: '90212' },
  ],
  etcInfo: [
    { contentType: 'zillow_link', content: 'https://www.zillow.com/profile/OliviaBennettEstates' },
    { contentType: 'company_address', content: '9460 Brighton Way, Suite 200, Beverly Hills, CA 90210' },
    { contentType: 'company_phone', content: '310-555-0110' },
    { contentType: 'company_fax', content: '310-555-0111' },
    { contentType: 'company_license', content: '02003318' },
  ],
  additionalSections: [
    {
      title: '비공개·오프마켓 매매',
      body: '모든 집이 공개 시장에 나와야 하는 것은 아닙니다. 자격이 확인된 매수인과 에이전트에게 먼저 조용히 매물을 소개해, 사생활을 지키면서 가격에 대한 반응을 확인할 수 있습니다.',
      titleEn: 'Private & off-market sales',
      bodyEn: 'Not every home needs to be on the open market. I can quietly present your property to pre-qualified buyers and agents first, protecting your privacy while testing the price.',
      titleJa: '非公開・オフマーケットでのご売却',
      bodyJa: 'すべての物件を一般市場に出す必要はありません。購入資格を確認済みの買主様やエージェントに、まずは非公開で物件をご紹介することで、プライバシーを守りながら価格への反応を確かめることができます。',
    },
    {
      title: '고객이 저를 선택하는 이유',
      body: '베벌리힐스에서 15년, 건축에 대한 전문 지식, 그리고 비밀 유지로 쌓아 온 신뢰가 있습니다. 이 지역의 집과 그 역사, 그리고 거래를 순조롭게 이끌어 줄 사람들을 잘 알고 있습니다.',
      titleEn: 'Why work with me',
      bodyEn: 'Fifteen years in Beverly Hills, a background in architecture and a reputation for discretion. I know the homes, the history and the people who make a sale go smoothly.',
      titleJa: '私が選ばれる理由',
      bodyJa: 'ビバリーヒルズでの15年の経験、建築の専門知識、そして秘密厳守で築いてきた信頼があります。この街の邸宅とその歴史、そしてお取引を円滑に進めるために欠かせない人々をよく知っています。',
    },
  ],
  testimonials: [
    { lang: 'en', quote: 'Olivia’s discretion and judgment are unmatched. She sold our Trousdale home privately, on our timeline, to exactly the right buyer.', author: 'Alexandra & Luke H.', detail: 'Sold in Trousdale Estates, 2025' },
    { lang: 'en', quote: 'From the first showing to the final walkthrough, Olivia and her team anticipated everything. We never had to ask twice.', author: 'Dr. Priya S.', detail: 'Bought in the Beverly Hills Flats, 2024' },
  ],
  seoMeta: {
    ko: {
      title: '올리비아 베넷 | 베벌리힐스 고급 주택 전문',
      description: '베벌리힐스 플랫츠, 트라우스데일 에스테이트 고급 주택 매매. 오프마켓 매물과 비밀 보장 거래.',
      keywords: '베벌리힐스 부동산, 베벌리힐스 고급 주택, 트라우스데일 에스테이트, 오프마켓, 럭셔리 리얼터',
      author: '올리비아 베넷',
    },
    en: {
      title: 'Olivia Bennett | Beverly Hills Luxury Real Estate',
      description: 'Estates in the Beverly Hills Flats and Trousdale Estates, off-market opportunities and discreet representation.',
      keywords: 'Beverly Hills realtor, luxury homes Beverly Hills, Trousdale Estates, off-market listings',
      author: 'Olivia Bennett',
    },
    ja: {
      title: 'オリビア・ベネット | ビバリーヒルズの高級住宅専門',
      description: 'ビバリーヒルズ・フラッツやトラウスデール・エステーツの邸宅の売買、オフマーケット物件のご紹介。秘密厳守でお取引をお手伝いします。',
      keywords: 'ビバリーヒルズ 不動産, ビバリーヒルズ 高級住宅, トラウスデール・エステーツ, オフマーケット, ラグジュアリー不動産, Beverly Hills, Trousdale Estates',
      author: 'オリビア・ベネット',
    },
  },
  photos: demoPhotos('olivia-bennett'),
};

const kenjiTanaka: SampleRealtor = {
  desiredUrl: 'kenji-tanaka',
  userName: 'Kenji Tanaka',
  email: 'kenji.tanaka@example.com',
  contactPhone: '818-555-0129',
  kakaoLink: '',
  lineLink: 'https://line.me/ti/p/~kenji.tanaka.homes',
  licenseNumber: '02056682',
  brokerage: 'Foothill Crest Realty',
  careerStart: '2013-01-07',
  careerEnd: null,
  salesCount: 121,
  lastYearSalesTotal: 27900000,
  designMainColor: '#3d6b4f',
  designFontSize: 16,
  designMainDarkMode: 'N',
  contentDarkMode: 'N',
  isMakeHomepage: 'Y',
  hompageUrl: 'https://kenjitanaka.example.com',
  displayName: { ko: '켄지 다나카', en: 'Kenji Tanaka', ja: '田中 健二' },
  template: 'classic',
  aboutMeKr:
    '안녕하세요, 켄지 다나카입니다. 일본계 미국인 3세로 라크레센타에서 자랐고, 지금은 라캐나다플린트리지와 라크레센타-몬트로즈 지역의 주택 거래를 전문으로 하고 있습니다.\n\n' +
    '이 지역은 좋은 학군과 조용한 산자락 동네로 가족 단위 고객들께 인기가 많습니다. 대신 산불 위험 지역 지정, 경사지 주택의 지반 조사, 오래된 주택의 수리 이력처럼 꼭 확인해야 할 부분이 있어 계약 전에 하나하나 함께 점검해 드립니다.\n\n' +
    '건축 시공 쪽에서 일했던 경험이 있어서 집의 구조와 리모델링 가능성도 현실적으로 조언해 드릴 수 있습니다.',
  aboutMeEn:
    "I'm Kenji Tanaka, a third-generation Japanese-American who grew up in La Crescenta. Today I focus on homes in La Cañada Flintridge and La Crescenta-Montrose.\n\n" +
    'Families love these foothill communities for their top-rated schools and quiet streets. They also come with homework: fire-hazard zones, geology reports for hillside lots and the repair history of older homes. I check each of them with you before you commit.\n\n' +
    'Before real estate I worked in residential construction, so I can give you a realistic view of a home’s structure and its remodelling potential.',
  aboutMeJa:
    'はじめまして、田中健二（ケンジ・タナカ）と申します。日系アメリカ人三世としてラ・クレセンタ（La Crescenta）で育ち、現在はラ・カナダ・フリントリッジ（La Cañada Flintridge）とラ・クレセンタ・モントローズを中心に、住宅の売買をお手伝いしています。\n\n' +
    'この地域は評判の良い学区と、山のふもとの静かな街並みで、ご家族連れのお客様にとても人気があります。その一方で、山火事の危険区域の指定、傾斜地に建つ住宅の地盤調査、築年数の古い家の修繕履歴など、必ず確認しておきたい点もあります。ご契約の前に、ひとつひとつ一緒に確認してまいりますので、どうぞご安心ください。\n\n' +
    '不動産の仕事に就く前は住宅建設の現場で働いていましたので、建物の構造や、リフォーム・増改築の可能性についても現実的なアドバイスができます。\n\n' +
    '日本語でのご相談も歓迎いたします。住まい探しのことなら、どんな小さなことでもお気軽にお声がけください。',
  snsYoutubeUrl: '',
  snsInstagramUrl: 'https://www.instagram.com/kenjitanaka.homes',
  recommendedYoutubeUrl: 'https://www.youtube.com/watch?v=Hc4tY7pWq9E',
  activityRegion: [
    { state: 'CA', city: 'La Cañada Flintridge', neighborhood: 'Flintridge', zipcode: '91011' },
    { state: 'CA', city: 'La Crescenta-Montrose', neighborhood: 'Montrose', zipcode: '91020' },
    { state: 'CA', city: 'La Crescenta-Montrose', neighborhood: 'La Crescenta', zipcode: '91214' },
  ],
  etcInfo: [
    { contentType: 'zillow_link', content: 'https://www.zillow.com/profile/KenjiTanakaFoothills' },
    { contentType: 'company_address', content: '1020 Foothill Blvd, Suite 105, La Cañada Flintridge, CA 91011' },
    { contentType: 'company_phone', content: '818-555-0120' },
    { contentType: 'company_fax', content: '818-555-0121' },
    { contentType: 'company_license', content: '02041290' },
  ],
  additionalSections: [
    {
      title: '산자락 주택 체크리스트',
      body: '산불 위험 지역 지정 여부, 잡목 제거(brush clearance) 규정, 지질·토양 조사 보고서, 배수와 옹벽 상태, 그리고 증축한 부분마다의 허가 이력까지. 집을 보러 갈 때마다 이 목록을 꼭 챙겨 갑니다.',
      titleEn: 'Hillside home checklist',
      bodyEn: 'Fire-hazard severity zone, brush-clearance rules, a geology or soils report, drainage and retaining walls, and the permit history of every addition. I bring this list to every showing.',
      titleJa: '傾斜地の住宅チェックリスト',
      bodyJa: '山火事危険度の指定区域かどうか、敷地まわりの草木の除去（ブラッシュ・クリアランス）に関する規則、地質・土壌の調査報告書、排水設備と擁壁の状態、そして増築部分ごとの建築許可の履歴。内見のたびに、このリストを必ず持参しています。',
    },
  ],
  testimonials: [
    { lang: 'ja', quote: '日本からの駐在で時間がない中、田中さんが平日の夜や週末にも内見を組んでくださり、わずか3週間で理想の家が見つかりました。学校や通勤のことも日本語で相談できて、本当に心強かったです。', author: '山本様', detail: 'ラ・カナダ・フリントリッジで購入（2025年）' },
    { lang: 'en', quote: 'Kenji grew up here and it shows. He steered us to the right street in Montrose and handled a tricky appraisal with total calm.', author: 'The Okadas', detail: 'Bought in Montrose, 2024' },
  ],
  seoMeta: {
    ko: {
      title: '켄지 다나카 | 라캐나다플린트리지·라크레센타 부동산',
      description: '라캐나다플린트리지와 라크레센타-몬트로즈 학군 좋은 주택 매매. 산자락 주택 점검부터 리모델링 상담까지.',
      keywords: '라캐나다플린트리지 부동산, 라크레센타, 몬트로즈, 학군 좋은 동네, 단독주택 매매',
      author: '켄지 다나카',
    },
    en: {
      title: 'Kenji Tanaka | La Cañada Flintridge & La Crescenta Realtor',
      description: 'Family homes in La Cañada Flintridge and La Crescenta-Montrose, with hillside due diligence and construction know-how.',
      keywords: 'La Canada Flintridge realtor, La Crescenta homes, Montrose real estate, foothill homes for sale',
      author: 'Kenji Tanaka',
    },
    ja: {
      title: '田中 健二 | ラ・カナダ・フリントリッジとラ・クレセンタの不動産',
      description: 'ラ・カナダ・フリントリッジとラ・クレセンタ・モントローズの、学区の良いファミリー向け住宅の売買。傾斜地の住宅チェックからリフォームのご相談まで承ります。',
      keywords: 'ラ・カナダ・フリントリッジ 不動産, ラ・クレセンタ, モントローズ, 学区の良いエリア, 一戸建て 売買, La Cañada Flintridge, La Crescenta, Montrose',
      author: '田中 健二',
    },
  },
  photos: demoPhotos('kenji-tanaka'),
};

const michaelYoon: SampleRealtor = {
  desiredUrl: 'michael-yoon',
  userName: 'Michael Yoon',
  email: 'michael.yoon@example.com',
  contactPhone: '714-555-0173',
  kakaoLink: 'https://open.kakao.com/o/mY9bE3ka',
  licenseNumber: '02173408',
  brokerage: 'Equity Realty',
  careerStart: '2018-02-19',
  careerEnd: null,
  salesCount: 64,
  lastYearSalesTotal: 14650000,
  designMainColor: '#4a4e69',
  designFontSize: 15,
  designMainDarkMode: 'N',
  contentDarkMode: 'N',
  isMakeHomepage: 'Y',
  hompageUrl: 'https://michaelyoon.example.com',
  displayName: { ko: '윤민수', en: 'Michael Yoon', ja: 'マイケル・ユン' },
  template: 'modern',
  aboutMeKr:
    '터스틴과 레이크포레스트에서 활동하는 리얼터 마이클 윤(윤민수)입니다. 엔지니어로 일하다가 제 첫 집을 사면서 부동산의 매력에 빠져 이 일을 시작하게 되었습니다.\n\n' +
    '터스틴 랜치의 넓은 단독주택, 올드타운 터스틴의 개성 있는 집, 풋힐 랜치의 조용한 타운홈까지 젊은 가족과 첫 집을 찾는 분들을 많이 도와드렸습니다. 시세 데이터와 비교 매물을 표로 정리해 드려서, 숫자로 확인하고 결정하실 수 있도록 합니다.\n\n' +
    '질문이 많으셔도 괜찮습니다. 카카오톡으로 편하게 물어보세요.',
  aboutMeEn:
    "I'm Michael Yoon, a realtor in Tustin and Lake Forest. I was an engineer until buying my own first home got me hooked on real estate.\n\n" +
    'I have helped many young families and first-time buyers — from spacious single-family homes in Tustin Ranch to character homes in Old Town Tustin and quiet townhomes in Foothill Ranch. Every client gets a clear spreadsheet of comparable sales, so decisions are based on numbers, not pressure.\n\n' +
    'No question is too small — text me anytime.',
  aboutMeJa:
    'タスティン（Tustin）とレイクフォレスト（Lake Forest）で活動している不動産エージェントのマイケル・ユンです。もともとはエンジニアとして働いていましたが、自分の初めての家を購入したことをきっかけに不動産の魅力にはまり、この仕事を始めました。\n\n' +
    'タスティン・ランチの広々とした一戸建て、オールドタウン・タスティンの個性ある家、フットヒル・ランチの落ち着いたタウンハウスまで、若いご家族や初めて家を購入される方を数多くお手伝いしてきました。相場データと比較物件は表にまとめてお渡ししますので、数字で納得したうえでご決断いただけます。\n\n' +
    '質問が多くても大丈夫です。メッセージでお気軽にお問い合わせください。',
  snsYoutubeUrl: 'https://www.youtube.com/@michaelyoonrealty',
  snsInstagramUrl: '',
  recommendedYoutubeUrl: 'https://www.youtube.com/watch?v=Lm8sF2gRt5K',
  activityRegion: [
    { state: 'CA', city: 'Tustin', neighborhood: 'Tustin Ranch', zipcode: '92782' },
    { state: 'CA', city: 'Tustin', neighborhood: 'Old Town Tustin', zipcode: '92780' },
    { state: 'CA', city: 'Lake Forest', neighborhood: 'Foothill Ranch', zipcode: '92610' },
  ],
  etcInfo: [
    { contentType: 'korea_name', content: '윤민수' },
    { contentType: 'company_address', content: '2030 Main Street, Suite 400, Irvine, CA 92614' },
    { contentType: 'company_phone', content: '949-555-0100' },
    { contentType: 'company_fax', content: '949-555-0101' },
    { contentType: 'company_license', content: '02198765' },
  ],
  additionalSections: [
    {
      title: '첫 집 구입 가이드',
      body: '집을 보러 다니기 전에 융자 사전 승인을 받고, 꼭 필요한 조건과 있으면 좋은 조건을 나눠 정리해 보세요. 인스펙션, 감정 평가, 컨틴전시가 무엇인지도 미리 알아 두시면 좋습니다. 간단한 체크리스트와 30일 에스크로 일정표를 드립니다.',
      titleEn: 'First-time buyer guide',
      bodyEn: 'Get pre-approved, decide on must-haves versus nice-to-haves, and learn what inspections, appraisal and contingencies mean before you tour. I share a simple checklist and a timeline for the 30 days of escrow.',
      titleJa: '初めての住宅購入ガイド',
      bodyJa: '見学を始める前にローンの事前承認を取り、「絶対に譲れない条件」と「あればうれしい条件」を整理しておきましょう。インスペクション（住宅検査）、アプレイザル（鑑定評価）、コンティンジェンシー（契約解除条件）の意味も事前に知っておくと安心です。シンプルなチェックリストと、30日間のエスクローのスケジュール表をお渡しします。',
    },
  ],
  testimonials: [
    { lang: 'ko', quote: '엔지니어 출신답게 집마다 비교 자료를 표로 정리해 주셔서 판단이 정말 쉬웠어요. 덕분에 예산 안에서 터스틴 랜치 집을 구했습니다.', author: '최민호 님', detail: '터스틴 랜치 매수 · 2025' },
    { lang: 'en', quote: 'Michael ran the numbers on every house as if it were his own. We sold in Foothill Ranch in nine days.', author: 'Sarah & Ben K.', detail: 'Sold in Foothill Ranch, 2024' },
  ],
  seoMeta: {
    ko: {
      title: '윤민수(마이클 윤) | 터스틴·레이크포레스트 부동산',
      description: '터스틴 랜치, 올드타운 터스틴, 풋힐 랜치 주택 매매. 첫 집 구입자를 위한 데이터 기반 한국어 상담.',
      keywords: '터스틴 부동산, 터스틴 랜치, 레이크포레스트, 풋힐 랜치, 첫 집 구입, 한인 리얼터',
      author: '윤민수',
    },
    en: {
      title: 'Michael Yoon | Tustin & Lake Forest Realtor',
      description: 'Homes in Tustin Ranch, Old Town Tustin and Foothill Ranch, with clear data and patient guidance for first-time buyers.',
      keywords: 'Tustin realtor, Tustin Ranch homes, Lake Forest real estate, Foothill Ranch, first-time buyer',
      author: 'Michael Yoon',
    },
    ja: {
      title: 'マイケル・ユン | タスティン・レイクフォレストの不動産',
      description: 'タスティン・ランチ、オールドタウン・タスティン、フットヒル・ランチの住宅売買。初めて家を買う方に、データに基づいたわかりやすいご提案をします。',
      keywords: 'タスティン 不動産, タスティン・ランチ, レイクフォレスト, フットヒル・ランチ, 初めての住宅購入, Tustin, Tustin Ranch, Lake Forest, Foothill Ranch',
      author: 'マイケル・ユン',
    },
  },
  photos: demoPhotos('michael-yoon'),
};

const emilyNakamura: SampleRealtor = {
  desiredUrl: 'emily-nakamura',
  userName: 'Emily Nakamura',
  email: 'emily.nakamura@example.com',
  contactPhone: '949-555-0188',
  kakaoLink: '',
  lineLink: 'https://line.me/ti/p/~emily.nakamura.rmv',
  licenseNumber: '02109254',
  brokerage: 'Equity Realty',
  careerStart: '2017-05-08',
  careerEnd: null,
  salesCount: 97,
  lastYearSalesTotal: 22300000,
  designMainColor: '#c2703d',
  designFontSize: 16,
  designMainDarkMode: 'N',
  contentDarkMode: 'N',
  isMakeHomepage: 'Y',
  hompageUrl: 'https://emilynakamura.example.com',
  displayName: { ko: '에밀리 나카무라', en: 'Emily Nakamura', ja: '中村 エミリー' },
  template: 'modern',
  aboutMeKr:
    '랜초미션비에호의 신축 주택을 전문으로 하는 에밀리 나카무라입니다. 일본계 미국인으로 남가주에서 자랐고, 가족과 함께 이 동네에 살고 있습니다.\n\n' +
    '센데로, 에센시아, 리엔다처럼 새로 조성된 마을은 빌더마다 평면과 옵션, 가격 정책이 다릅니다. 빌더 영업 사무소에 가시기 전에 저와 먼저 상의하시면 인센티브 협상과 옵션 선택, 완공 전 점검까지 매수인 입장에서 꼼꼼히 챙겨 드립니다. 55세 이상을 위한 가빌란 커뮤니티도 잘 알고 있습니다.\n\n' +
    '산책로와 수영장, 이웃과의 정이 있는 동네에서 새로운 생활을 시작해 보세요.',
  aboutMeEn:
    "I'm Emily Nakamura. I grew up in Southern California as a Japanese-American and now live in Rancho Mission Viejo with my family, where I specialize in new-construction homes.\n\n" +
    'In villages like Sendero, Esencia and Rienda, every builder has different floor plans, upgrade packages and pricing. Bring me along before you visit a sales office and I will represent you on incentives, options and the pre-drywall and final walk-throughs. I also know the 55+ Gavilán community well.\n\n' +
    'Trails, pools and neighbors who wave — come and see why we love it here.',
  aboutMeJa:
    'はじめまして、ランチョ・ミッション・ビエホ（Rancho Mission Viejo）の新築住宅を専門にしている中村エミリーです。日系アメリカ人として南カリフォルニアで育ち、今は家族と一緒にこの街で暮らしています。\n\n' +
    'センデロ、エセンシア、リエンダといった新しく開発されたビレッジでは、ビルダー（住宅建設会社）ごとに間取りやオプション、価格の方針が異なります。ビルダーのセールスオフィスを訪れる前にまず私にご相談いただければ、インセンティブの交渉やオプション選び、内装工事前の構造チェック（プレドライウォール）から引き渡し前の最終確認まで、買主様の立場でしっかりとサポートいたします。55歳以上の方向けのコミュニティ「ガビラン（Gavilán）」についても詳しくご案内できます。\n\n' +
    '遊歩道やプール、そして笑顔であいさつを交わせるご近所さん。そんな温かい街で、新しい暮らしを始めてみませんか。日本語でのご相談も大歓迎です。どうぞお気軽にご連絡ください。',
  snsYoutubeUrl: 'https://www.youtube.com/@emilynakamurarmv',
  snsInstagramUrl: 'https://www.instagram.com/emily.nakamura.rmv',
  recommendedYoutubeUrl: '',
  activityRegion: [
    { state: 'CA', city: 'Rancho Mission Viejo', neighborhood: 'Sendero', zipcode: '92694' },
    { state: 'CA', city: 'Rancho Mission Viejo', neighborhood: 'Esencia', zipcode: '92694' },
    { state: 'CA', city: 'Rancho Mission Viejo', neighborhood: 'Rienda', zipcode: '92694' },
  ],
  etcInfo: [
    { contentType: 'zillow_link', content: 'https://www.zillow.com/profile/EmilyNakamuraRMV' },
    { contentType: 'company_address', content: '2030 Main Street, Suite 400, Irvine, CA 92614' },
    { contentType: 'company_phone', content: '949-555-0100' },
    { contentType: 'company_fax', content: '949-555-0101' },
    { contentType: 'company_license', content: '02198765' },
  ],
  additionalSections: [
    {
      title: '신축 주택 구입',
      body: '빌더 측 에이전트는 빌더를 위해 일합니다. 모델하우스를 처음 방문하실 때 저를 에이전트로 등록해 주시면, 빌더별 인센티브를 비교하고 매매 계약서를 검토하며 점검에도 함께 참석해 드립니다. 고객님께는 추가 비용이 들지 않습니다.',
      titleEn: 'Buying new construction',
      bodyEn: "The builder's agent works for the builder. Register me on your first visit and I will compare incentives across builders, review the purchase contract and attend the inspections — at no extra cost to you.",
      titleJa: '新築住宅のご購入',
      bodyJa: 'ビルダー側の営業担当者は、あくまでビルダーのために働いています。最初にモデルハウスを訪れる際に私を担当エージェントとしてご登録いただければ、ビルダーごとのインセンティブの比較、売買契約書の確認、インスペクションへの立ち会いまでお手伝いします。お客様に追加の費用はかかりません。',
    },
    {
      title: '고객이 저를 선택하는 이유',
      body: '저는 이곳에 살고 있고, 랜초미션비에호에서만 100건 가까운 거래를 마무리했습니다. 어느 필지가 자연 녹지와 맞닿아 있는지, 어떤 평면이 가치를 잘 지키는지 잘 알고 있습니다.',
      titleEn: 'Why work with me',
      bodyEn: 'I live here, I have closed nearly a hundred homes in the ranch, and I know which lots back onto open space and which floor plans hold their value.',
      titleJa: '私が選ばれる理由',
      bodyJa: '私自身がこの街に住み、ランチョ・ミッション・ビエホの中だけで100件近くの成約実績があります。どの区画が自然の緑地に面しているか、どの間取りが資産価値を保ちやすいかを熟知しています。',
    },
  ],
  testimonials: [
    { lang: 'ja', quote: '新築の契約は分からないことだらけでしたが、エミリーさんがビルダーとの交渉からオプション選びまで付き添ってくれました。日本語と英語の両方で説明してもらえたので、夫婦で納得して決められました。', author: '中島様ご夫妻', detail: 'センデロで新築を購入（2025年）' },
    { lang: 'en', quote: 'Emily knew which lots in Rienda get the afternoon shade and which upgrades are worth it. She saved us far more than her fee.', author: 'Laura M.', detail: 'Bought new construction in Rienda, 2024' },
  ],
  seoMeta: {
    ko: {
      title: '에밀리 나카무라 | 랜초미션비에호 신축 주택 전문',
      description: '센데로, 에센시아, 리엔다 신축 주택과 55세 이상 가빌란 커뮤니티. 빌더 인센티브 협상부터 완공 점검까지.',
      keywords: '랜초미션비에호, 신축 주택, 에센시아, 센데로, 리엔다, 가빌란, 오렌지카운티 부동산',
      author: '에밀리 나카무라',
    },
    en: {
      title: 'Emily Nakamura | Rancho Mission Viejo New Homes',
      description: 'New-construction homes in Sendero, Esencia, Rienda and the 55+ Gavilán community, with buyer-side representation.',
      keywords: 'Rancho Mission Viejo realtor, new construction Orange County, Esencia homes, Rienda, Gavilan 55+',
      author: 'Emily Nakamura',
    },
    ja: {
      title: '中村 エミリー | ランチョ・ミッション・ビエホの新築住宅専門',
      description: 'センデロ、エセンシア、リエンダの新築住宅と、55歳以上向けコミュニティ「ガビラン」。ビルダーとのインセンティブ交渉から完成前の検査まで、買主様の立場でサポートします。',
      keywords: 'ランチョ・ミッション・ビエホ, 新築住宅, エセンシア, センデロ, リエンダ, ガビラン, オレンジカウンティ 不動産, Rancho Mission Viejo, Esencia, Sendero, Rienda, Gavilan',
      author: '中村 エミリー',
    },
  },
  photos: demoPhotos('emily-nakamura'),
};

const davidJung: SampleRealtor = {
  desiredUrl: 'david-jung',
  userName: 'David Jung',
  email: 'david.jung@example.com',
  contactPhone: '678-555-0152',
  kakaoLink: 'https://open.kakao.com/o/dJ5vW1nc',
  licenseNumber: '358214',
  brokerage: 'Chattahoochee Oak Realty',
  careerStart: '2011-08-01',
  careerEnd: null,
  salesCount: 174,
  lastYearSalesTotal: 19750000,
  designMainColor: '#2d3a8c',
  designFontSize: 16,
  designMainDarkMode: 'N',
  contentDarkMode: 'N',
  isMakeHomepage: 'Y',
  hompageUrl: 'https://davidjung.example.com',
  displayName: { ko: '정다윗', en: 'David Jung', ja: 'デイビッド・チョン' },
  template: 'classic',
  aboutMeKr:
    '조지아 존스크릭에서 활동하는 리얼터 데이비드 정(정다윗)입니다. 10년 넘게 애틀랜타 북부로 이주하시는 한인 가정과 주재원 가족들의 정착을 도와 왔습니다.\n\n' +
    '존스크릭은 우수한 공립학교와 안전한 주거 환경으로 잘 알려져 있습니다. 세인트 아이브스와 컨트리클럽 오브 더 사우스 같은 골프 커뮤니티부터 메들록 브리지 인근의 실속 있는 단독주택까지, 예산과 통학 거리, 생활 동선에 맞춰 추천해 드립니다.\n\n' +
    '한국에서 이사 오시는 경우에는 렌트와 매매 비교, 은행 계좌 개설이나 학교 등록처럼 정착에 필요한 정보도 함께 안내해 드립니다.',
  aboutMeEn:
    "I'm David Jung, a realtor in Johns Creek, Georgia. For more than a decade I have helped Korean-American families and corporate transferees settle in north metro Atlanta.\n\n" +
    'Johns Creek is known for excellent public schools and safe, green neighborhoods. From golf communities like St. Ives and the Country Club of the South to great-value homes near Medlock Bridge, I match homes to your budget, school zone and daily commute.\n\n' +
    'Relocating from overseas? I also help with rent-versus-buy decisions and the practical steps of settling in, from school registration to finding a bank.',
  aboutMeJa:
    'ジョージア州ジョンズクリーク（Johns Creek）で活動している不動産エージェントのデイビッド・チョンです。10年以上にわたり、アトランタ北部へ移り住む韓国系のご家族や、駐在員のご家族の新生活をお手伝いしてきました。\n\n' +
    'ジョンズクリークは、優れた公立学校と、安全で緑豊かな住環境で知られています。セント・アイブスやカントリークラブ・オブ・ザ・サウスのようなゴルフコミュニティから、メドロック・ブリッジ周辺のお手頃な一戸建てまで、ご予算や学区、通勤・通学の動線に合わせてご提案します。\n\n' +
    '海外からお引っ越しされる場合は、賃貸と購入の比較や、学校の入学手続き、銀行口座の開設など、新生活の立ち上げに必要な情報もあわせてご案内します。',
  snsYoutubeUrl: 'https://www.youtube.com/@davidjunghomes',
  snsInstagramUrl: 'https://www.instagram.com/davidjung.atl',
  recommendedYoutubeUrl: 'https://www.youtube.com/watch?v=Qw2eR6tYu8I',
  activityRegion: [
    { state: 'GA', city: 'Johns Creek', neighborhood: 'St. Ives', zipcode: '30097' },
    { state: 'GA', city: 'Johns Creek', neighborhood: 'Country Club of the South', zipcode: '30022' },
    { state: 'GA', city: 'Johns Creek', neighborhood: 'Medlock Bridge', zipcode: '30097' },
  ],
  etcInfo: [
    { contentType: 'korea_name', content: '정다윗' },
    { contentType: 'zillow_link', content: 'https://www.zillow.com/profile/DavidJungJohnsCreek' },
    { contentType: 'company_address', content: '11175 State Bridge Rd, Suite 300, Johns Creek, GA 30022' },
    { contentType: 'company_phone', content: '678-555-0150' },
    { contentType: 'company_fax', content: '678-555-0151' },
    { contentType: 'company_license', content: '412678' },
  ],
  additionalSections: [
    {
      title: '애틀랜타로 이주하신다면',
      body: '도착하시기 전에 화상 투어를 준비하고, 학군(스쿨 클러스터)을 나란히 비교해 드리며, 인스펙션과 클로징도 원격으로 조율합니다. 그래서 도착하신 그 주에 바로 가족과 함께 입주하실 수 있습니다.',
      titleEn: 'Relocating to Atlanta',
      bodyEn: 'I set up video tours before you land, compare school clusters side by side and coordinate inspections and closing remotely, so your family can move in the week you arrive.',
      titleJa: 'アトランタへのお引っ越し',
      bodyJa: 'ご到着前にビデオでの内見をご用意し、学区（スクールクラスター）を並べて比較できるようにまとめ、インスペクションやクロージングもリモートで調整します。アメリカに着いたその週に、ご家族で新居に入居していただけます。',
    },
  ],
  testimonials: [
    { lang: 'ko', quote: '회사 발령으로 급하게 애틀랜타에 오게 됐는데, 정다윗 리얼터님이 학군과 출퇴근 거리, 동네 분위기까지 꼼꼼히 알려 주셔서 한 달 만에 자리를 잡을 수 있었습니다.', author: '김성훈 님', detail: '존스크릭 매수 · 2025' },
    { lang: 'en', quote: 'David sold our St. Ives home in a slow market and found us a smaller place nearby. Two closings on the same day, without a hitch.', author: 'Robert & Ellen P.', detail: 'Sold and bought in Johns Creek, 2024' },
  ],
  seoMeta: {
    ko: {
      title: '데이비드 정 | 조지아 존스크릭 부동산',
      description: '존스크릭 세인트 아이브스, 컨트리클럽 오브 더 사우스, 메들록 브리지 주택 매매. 애틀랜타 이주·주재원 정착 상담.',
      keywords: '존스크릭 부동산, 애틀랜타 한인 리얼터, 조지아 이주, 주재원 집 구하기, 존스크릭 학군',
      author: '데이비드 정',
    },
    en: {
      title: 'David Jung | Johns Creek, GA Realtor',
      description: 'Homes in St. Ives, Country Club of the South and Medlock Bridge, plus relocation help for families moving to north Atlanta.',
      keywords: 'Johns Creek realtor, Johns Creek homes for sale, Atlanta relocation, Korean speaking realtor Georgia',
      author: 'David Jung',
    },
    ja: {
      title: 'デイビッド・チョン | ジョージア州ジョンズクリークの不動産',
      description: 'セント・アイブス、カントリークラブ・オブ・ザ・サウス、メドロック・ブリッジの住宅売買。アトランタ北部へ移住・赴任されるご家族の新生活をサポートします。',
      keywords: 'ジョンズクリーク 不動産, アトランタ 駐在, ジョージア州 移住, ジョンズクリーク 学区, アトランタ 住宅購入, Johns Creek, Atlanta, Georgia',
      author: 'デイビッド・チョン',
    },
  },
  photos: demoPhotos('david-jung'),
};

const hannahCho: SampleRealtor = {
  desiredUrl: 'hannah-cho',
  userName: 'Hannah Cho',
  email: 'hannah.cho@example.com',
  contactPhone: '770-555-0136',
  kakaoLink: 'https://open.kakao.com/o/hC8pZ4yd',
  licenseNumber: '372905',
  brokerage: 'Northpoint Home Partners',
  careerStart: '2019-03-11',
  careerEnd: null,
  salesCount: 58,
  lastYearSalesTotal: 12400000,
  designMainColor: '#6b4c9a',
  designFontSize: 15,
  designMainDarkMode: 'Y',
  contentDarkMode: 'N',
  isMakeHomepage: 'Y',
  hompageUrl: 'https://hannahcho.example.com',
  displayName: { ko: '조한나', en: 'Hannah Cho', ja: 'ハンナ・チョ' },
  template: 'modern',
  aboutMeKr:
    '알파레타에서 활동하는 리얼터 한나 조(조한나)입니다. 애틀랜타에서 대학을 마치고 마케팅 회사에서 일하다가, 사람과 동네를 연결하는 이 일에 매력을 느껴 부동산을 시작했습니다.\n\n' +
    '아발론과 다운타운 알파레타의 걸어서 즐길 수 있는 타운홈, 윈드워드의 호수 근처 단독주택을 주로 소개해 드립니다. 매도하실 때는 홈 스테이징과 SNS 마케팅으로 집의 매력을 최대한 살려 드립니다.\n\n' +
    '첫 집을 찾는 분도, 새 동네에서 새 출발을 준비하는 분도 이야기를 듣는 것부터 시작합니다. 편하게 커피 한잔하며 시작해요.',
  aboutMeEn:
    "I'm Hannah Cho, a realtor in Alpharetta. After college in Atlanta I worked in marketing, then fell in love with the work of matching people with neighborhoods.\n\n" +
    'I mostly help clients find walkable townhomes around Avalon and Downtown Alpharetta and single-family homes near Lake Windward. For sellers, I bring home staging and a strong social-media campaign to every listing.\n\n' +
    "Whether it's your first home or a fresh start in a new neighborhood, I begin by listening. Let's start over coffee.",
  aboutMeJa:
    'アルファレッタ（Alpharetta）で活動している不動産エージェントのハンナ・チョです。アトランタの大学を卒業後、マーケティング会社で働いていましたが、人と街をつなぐこの仕事に魅力を感じて不動産の世界に入りました。\n\n' +
    'アバロンやダウンタウン・アルファレッタの、歩いて楽しめるエリアのタウンハウス、そしてレイク・ウィンドワード周辺の一戸建てを中心にご紹介しています。ご売却の際は、ホームステージングとSNSマーケティングで物件の魅力を最大限に引き出します。\n\n' +
    '初めてのマイホーム探しでも、新しい街での再スタートでも、まずはお話を伺うことから始めます。コーヒーでも飲みながら、気軽にお話ししましょう。',
  snsYoutubeUrl: '',
  snsInstagramUrl: 'https://www.instagram.com/hannahcho.alpharetta',
  recommendedYoutubeUrl: '',
  activityRegion: [
    { state: 'GA', city: 'Alpharetta', neighborhood: 'Avalon', zipcode: '30009' },
    { state: 'GA', city: 'Alpharetta', neighborhood: 'Windward', zipcode: '30005' },
    { state: 'GA', city: 'Alpharetta', neighborhood: 'Downtown Alpharetta', zipcode: '30009' },
  ],
  etcInfo: [
    { contentType: 'korea_name', content: '조한나' },
    { contentType: 'company_address', content: '2900 Old Milton Pkwy, Suite 120, Alpharetta, GA 30009' },
    { contentType: 'company_phone', content: '770-555-0130' },
    { contentType: 'company_fax', content: '770-555-0131' },
    { contentType: 'company_license', content: '425190' },
  ],
  additionalSections: [],
  testimonials: [
    { lang: 'en', quote: 'Hannah’s marketing was on another level: the photos, the video, the launch weekend. Our Windward home had five offers by Monday.', author: 'Tiffany H.', detail: 'Sold in Windward, 2025' },
    { lang: 'ko', quote: '첫 집이라 긴장을 많이 했는데 한나 씨가 친구처럼 편하게 이끌어 주셨어요. 다운타운 알파레타의 타운홈에서 매일 만족하며 살고 있습니다.', author: '박지영 님', detail: '다운타운 알파레타 매수 · 2024' },
  ],
  seoMeta: {
    ko: {
      title: '한나 조 | 알파레타 타운홈·주택 리얼터',
      description: '알파레타 아발론, 다운타운, 윈드워드의 타운홈과 단독주택. 첫 집 구입과 홈 스테이징 상담.',
      keywords: '알파레타 부동산, 아발론 타운홈, 윈드워드, 애틀랜타 한인 리얼터, 첫 집 구입',
      author: '한나 조',
    },
    en: {
      title: 'Hannah Cho | Alpharetta Realtor',
      description: 'Walkable townhomes near Avalon and Downtown Alpharetta and homes around Lake Windward, with staging-led marketing for sellers.',
      keywords: 'Alpharetta realtor, Avalon townhomes, Windward homes, Downtown Alpharetta real estate',
      author: 'Hannah Cho',
    },
    ja: {
      title: 'ハンナ・チョ | アルファレッタのタウンハウス・住宅',
      description: 'アルファレッタのアバロン、ダウンタウン、ウィンドワード周辺のタウンハウスと一戸建て。初めての住宅購入やホームステージングのご相談も承ります。',
      keywords: 'アルファレッタ 不動産, アバロン タウンハウス, ウィンドワード, アトランタ 不動産, 初めての住宅購入, Alpharetta, Avalon, Windward',
      author: 'ハンナ・チョ',
    },
  },
  photos: demoPhotos('hannah-cho'),
};

const ryanMitchell: SampleRealtor = {
  desiredUrl: 'ryan-mitchell',
  userName: 'Ryan Mitchell',
  email: 'ryan.mitchell@example.com',
  contactPhone: '678-555-0195',
  kakaoLink: '',
  licenseNumber: '341677',
  brokerage: 'Peachtree Crossing Realty',
  careerStart: '2010-10-06',
  careerEnd: null,
  salesCount: 265,
  lastYearSalesTotal: 21800000,
  designMainColor: '#8a3b2e',
  designFontSize: 16,
  designMainDarkMode: 'N',
  contentDarkMode: 'N',
  isMakeHomepage: 'Y',
  hompageUrl: 'https://ryanmitchell.example.com',
  displayName: { ko: '라이언 미첼', en: 'Ryan Mitchell', ja: 'ライアン・ミッチェル' },
  template: 'classic',
  aboutMeKr:
    '안녕하세요, 스와니에서 15년 넘게 부동산 중개를 하고 있는 라이언 미첼입니다. 조지아 토박이로, 스와니 타운센터가 생기기 전부터 이 동네의 변화를 지켜봐 왔습니다.\n\n' +
    '로렐 스프링스와 올드 애틀랜타 클럽 같은 골프·수영장 커뮤니티부터 타운센터 인근의 새 타운홈까지, 귀넷 카운티의 좋은 학군 안에서 가족에게 맞는 집을 찾아 드립니다. 출퇴근 동선과 통학 거리, 공원과 산책로까지 함께 살펴 추천해 드립니다.\n\n' +
    '집을 파실 때는 정확한 시세 분석과 꼼꼼한 준비로 빠르고 좋은 조건의 거래를 약속드립니다.',
  aboutMeEn:
    "Hi, I'm Ryan Mitchell. A Georgia native, I watched Suwanee grow up around Town Center Park, and I have been selling homes here for more than fifteen years.\n\n" +
    'From swim-and-tennis communities like Laurel Springs and Olde Atlanta Club to new townhomes near Suwanee Town Center, I help families find the right home inside Gwinnett County’s sought-after school clusters.\n\n' +
    'Sellers get an honest pricing plan, a punch list that pays for itself and a marketing launch that brings strong offers in the first week.',
  aboutMeJa:
    'こんにちは、スワニー（Suwanee）で15年以上不動産仲介をしているライアン・ミッチェルです。ジョージア生まれのジョージア育ちで、スワニー・タウンセンターができる前から、この街の移り変わりを見守ってきました。\n\n' +
    'ローレル・スプリングスやオールド・アトランタ・クラブのような、ゴルフやプール、テニスを楽しめるコミュニティから、タウンセンター近くの新しいタウンハウスまで、人気の高いグウィネット郡の学区内で、ご家族にぴったりの住まいをお探しします。通勤や通学の動線、公園や散歩道まで含めてご提案しています。\n\n' +
    'ご売却の際は、正確な相場分析と入念な準備で、スピーディーかつ好条件でのお取引をお約束します。',
  snsYoutubeUrl: 'https://www.youtube.com/@ryanmitchellsuwanee',
  snsInstagramUrl: 'https://www.instagram.com/ryanmitchell.realtor',
  recommendedYoutubeUrl: 'https://www.youtube.com/watch?v=Tz6nB1cXv3O',
  activityRegion: [
    { state: 'GA', city: 'Suwanee', neighborhood: 'Suwanee Town Center', zipcode: '30024' },
    { state: 'GA', city: 'Suwanee', neighborhood: 'Laurel Springs', zipcode: '30024' },
    { state: 'GA', city: 'Suwanee', neighborhood: 'Olde Atlanta Club', zipcode: '30024' },
  ],
  etcInfo: [
    { contentType: 'zillow_link', content: 'https://www.zillow.com/profile/RyanMitchellSuwanee' },
    { contentType: 'company_address', content: '340 Town Center Ave, Suite 210, Suwanee, GA 30024' },
    { contentType: 'company_phone', content: '678-555-0190' },
    { contentType: 'company_fax', content: '678-555-0191' },
    { contentType: 'company_license', content: '398412' },
  ],
  additionalSections: [
    {
      title: '집을 파실 때',
      body: '최근 스와니 거래 사례를 바탕으로 가격을 함께 정하고, 매수인이 가장 먼저 눈여겨보는 몇 군데를 손본 뒤, 사진과 영상 투어, 첫 주말 오픈하우스로 매물을 선보입니다.',
      titleEn: 'Selling your home',
      bodyEn: 'We agree on a price backed by recent Suwanee sales, fix the few things buyers notice first, and launch with photos, a video walk-through and an open house on the first weekend.',
      titleJa: 'ご売却をお考えの方へ',
      bodyJa: '最近のスワニーの成約事例をもとに売り出し価格を一緒に決め、買主様が最初に目をとめる箇所をいくつか手直ししたうえで、写真と動画ツアー、そして最初の週末のオープンハウスで売り出しを開始します。',
    },
  ],
  testimonials: [
    { lang: 'en', quote: 'Ryan has sold three homes for our family over twelve years. Every time he was straight with us about the price, and every time he was right.', author: 'The Hendersons', detail: 'Sold in Laurel Springs, 2025' },
    { lang: 'en', quote: 'We were moving from Ohio and could only visit once. Ryan narrowed it down to five homes, and we bought the second one we saw.', author: 'Mike & Jen D.', detail: 'Bought near Suwanee Town Center, 2024' },
  ],
  seoMeta: {
    ko: {
      title: '라이언 미첼 | 조지아 스와니 부동산',
      description: '스와니 타운센터, 로렐 스프링스, 올드 애틀랜타 클럽 주택 매매. 귀넷 카운티 학군 지역 15년 이상 경력.',
      keywords: '스와니 부동산, 귀넷 카운티, 로렐 스프링스, 스와니 타운센터, 애틀랜타 주택 매매',
      author: '라이언 미첼',
    },
    en: {
      title: 'Ryan Mitchell | Suwanee, GA Realtor',
      description: 'Fifteen-plus years selling homes in Suwanee Town Center, Laurel Springs and Olde Atlanta Club in Gwinnett County.',
      keywords: 'Suwanee realtor, Suwanee homes for sale, Laurel Springs, Olde Atlanta Club, Gwinnett County real estate',
      author: 'Ryan Mitchell',
    },
    ja: {
      title: 'ライアン・ミッチェル | ジョージア州スワニーの不動産',
      description: 'スワニー・タウンセンター、ローレル・スプリングス、オールド・アトランタ・クラブの住宅売買。グウィネット郡の人気学区エリアで15年以上の実績があります。',
      keywords: 'スワニー 不動産, グウィネット郡, ローレル・スプリングス, スワニー・タウンセンター, アトランタ 住宅, Suwanee, Gwinnett County, Laurel Springs',
      author: 'ライアン・ミッチェル',
    },
  },
  photos: demoPhotos('ryan-mitchell'),
};

export const SAMPLE_REALTORS: readonly SampleRealtor[] = [
  graceKim,
  danielPark,
  jennyChoi,
  oliviaBennett,
  kenjiTanaka,
  michaelYoon,
  emilyNakamura,
  davidJung,
  hannahCho,
  ryanMitchell,
];

export const SAMPLE_REALTOR_SLUGS: readonly string[] = SAMPLE_REALTORS.map((r) => r.desiredUrl);

/**
 * A brokerage-style (team) homepage. Its `home_list_realtor` entries name the desiredUrl of
 * the sample realtors who work at Equity Realty, in display order.
 */
export const EQUITY_REALTY: SampleRealtor = {
  desiredUrl: 'equityrealty',
  userName: 'Equity Realty',
  email: 'equityrealty@example.com',
  contactPhone: '949-555-0100',
  kakaoLink: 'https://open.kakao.com/o/eQ3rT7ya',
  licenseNumber: '02198765',
  brokerage: 'Equity Realty',
  careerStart: '2006-01-10',
  careerEnd: null,
  salesCount: 1240,
  lastYearSalesTotal: 186400000,
  designMainColor: '#14365d',
  designFontSize: 16,
  designMainDarkMode: 'N',
  contentDarkMode: 'N',
  isMakeHomepage: 'Y',
  hompageUrl: 'https://equityrealty.example.com',
  displayName: { ko: 'Equity Realty', en: 'Equity Realty', ja: 'Equity Realty' },
  template: 'classic',
  aboutMeKr:
    '에퀴티 리얼티는 2006년 어바인에서 문을 연 부동산 중개 회사입니다. 오렌지카운티를 중심으로 한국어와 영어, 일본어로 상담할 수 있는 리얼터들이 한 팀으로 일하고 있습니다.\n\n' +
    '어바인과 터스틴의 학군 좋은 주택, 뉴포트비치의 해변 주택, 랜초미션비에호의 신축 단지까지 지역마다 전문 리얼터가 있어, 고객께 꼭 맞는 담당자를 연결해 드립니다. 자체 에스크로·대출 파트너 네트워크로 첫 상담부터 입주까지 빈틈없이 지원합니다.\n\n' +
    '매수와 매도, 렌트와 투자 상담까지 무엇이든 편하게 문의해 주세요.',
  aboutMeEn:
    'Equity Realty is a brokerage founded in Irvine in 2006. Our team of agents serves Orange County in English, Korean and Japanese.\n\n' +
    'Every market we cover — Irvine and Tustin school neighborhoods, Newport Beach coastal homes and the new villages of Rancho Mission Viejo — has a specialist on our team, and we match you with the right one. Trusted escrow and lending partners keep every step on schedule, from the first consultation to move-in day.\n\n' +
    'Buying, selling, leasing or investing: we would be glad to help.',
  aboutMeJa:
    'Equity Realty（エクイティ・リアルティ）は、2006年にアーバインで創業した不動産仲介会社です。オレンジカウンティを中心に、日本語・英語・韓国語でご相談いただけるエージェントがひとつのチームとして活動しています。\n\n' +
    'アーバインやタスティンの学区の良い住宅地、ニューポートビーチの海辺の住宅、ランチョ・ミッション・ビエホの新築ビレッジまで、エリアごとに専門のエージェントが在籍しており、お客様にぴったりの担当者をご紹介します。信頼できるエスクローや住宅ローンのパートナーとも連携し、最初のご相談からお引っ越しの日まで、切れ目なくサポートいたします。\n\n' +
    'ご購入・ご売却はもちろん、賃貸や投資のご相談も、どうぞお気軽にお問い合わせください。',
  snsYoutubeUrl: 'https://www.youtube.com/@equityrealtyoc',
  snsInstagramUrl: 'https://www.instagram.com/equityrealty.oc',
  recommendedYoutubeUrl: 'https://www.youtube.com/watch?v=Ey5uI9oPa2S',
  activityRegion: [
    { state: 'CA', city: 'Irvine', neighborhood: 'Irvine Spectrum', zipcode: '92618' },
    { state: 'CA', city: 'Tustin', neighborhood: 'Tustin Legacy', zipcode: '92782' },
    { state: 'CA', city: 'Rancho Mission Viejo', neighborhood: 'Esencia', zipcode: '92694' },
  ],
  etcInfo: [
    { contentType: 'home_list_realtor', content: 'grace-kim' },
    { contentType: 'home_list_realtor', content: 'michael-yoon' },
    { contentType: 'home_list_realtor', content: 'emily-nakamura' },
    { contentType: 'company_address', content: '2030 Main Street, Suite 400, Irvine, CA 92614' },
    { contentType: 'company_phone', content: '949-555-0100' },
    { contentType: 'company_fax', content: '949-555-0101' },
    { contentType: 'company_license', content: '02198765' },
  ],
  additionalSections: [
    {
      title: '에퀴티 리얼티 팀',
      body: '그레이스 김(어바인), 마이클 윤(터스틴·레이크포레스트), 에밀리 나카무라(랜초미션비에호)가 지역 전문 리얼터 팀을 이끌고 있습니다. 살고 싶은 지역을 알려 주시면, 그 동네를 가장 잘 아는 리얼터를 소개해 드립니다.',
      titleEn: 'Our team',
      bodyEn: 'Grace Kim (Irvine), Michael Yoon (Tustin & Lake Forest) and Emily Nakamura (Rancho Mission Viejo) lead our neighborhood specialists. Tell us where you want to live and we will introduce the agent who knows it best.',
      titleJa: '私たちのチーム',
      bodyJa: 'グレース・キム（アーバイン）、マイケル・ユン（タスティン／レイクフォレスト）、中村エミリー（ランチョ・ミッション・ビエホ）が、各エリアの専門エージェントを率いています。お住まいになりたいエリアをお聞かせいただければ、その街をいちばんよく知るエージェントをご紹介します。',
    },
    {
      title: '에퀴티 리얼티를 선택하는 이유',
      body: '지역마다 전문가가 있고, 모두 한 회사로 함께 움직입니다. 시장 데이터를 함께 공유하고, 사내 거래 코디네이터가 서류와 일정을 챙기며, 오퍼부터 클로징까지 한 명의 담당자가 끝까지 연락을 맡습니다.',
      titleEn: 'Why Equity Realty',
      bodyEn: 'Local specialists, one brokerage: shared market data, in-house transaction coordinators and a single point of contact from offer to close.',
      titleJa: 'Equity Realtyが選ばれる理由',
      bodyJa: '各エリアの専門家が、ひとつの会社として連携しています。市場データを社内で共有し、社内のトランザクション・コーディネーターが手続きを管理。オファーからクロージングまで、窓口はひとつです。',
    },
  ],
  testimonials: [],
  seoMeta: {
    ko: {
      title: '에퀴티 리얼티 | 오렌지카운티 한인 부동산 중개 회사',
      description: '어바인, 터스틴, 뉴포트비치, 랜초미션비에호 지역 전문 리얼터 팀. 매수·매도·투자 한국어 상담.',
      keywords: '오렌지카운티 부동산, 어바인 부동산 회사, 한인 부동산, 터스틴, 랜초미션비에호, 에퀴티 리얼티',
      author: '에퀴티 리얼티',
    },
    en: {
      title: 'Equity Realty | Orange County Real Estate Brokerage',
      description: 'A team of neighborhood specialists in Irvine, Tustin, Newport Beach and Rancho Mission Viejo, serving clients in English, Korean and Japanese.',
      keywords: 'Orange County brokerage, Irvine real estate company, Korean realtors Orange County, Equity Realty',
      author: 'Equity Realty',
    },
    ja: {
      title: 'Equity Realty | オレンジカウンティの不動産仲介会社',
      description: 'アーバイン、タスティン、ニューポートビーチ、ランチョ・ミッション・ビエホの各エリアに精通したエージェントのチーム。日本語・英語・韓国語でご相談いただけます。',
      keywords: 'オレンジカウンティ 不動産, アーバイン 不動産会社, 日本語 不動産エージェント, タスティン, ランチョ・ミッション・ビエホ, Equity Realty, Orange County, Irvine',
      author: 'Equity Realty',
    },
  },
  photos: demoPhotos('equityrealty'),
};
