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
  aboutMeKr: string;
  aboutMeEn: string;
  snsYoutubeUrl: string;
  snsInstagramUrl: string;
  recommendedYoutubeUrl: string;
  activityRegion: { state: 'CA' | 'GA'; city: string; neighborhood: string; zipcode: string }[];
  etcInfo: { contentType: EtcInfoType; content: string }[];
  additionalSections: { title: string; body: string }[];
  seoMeta: { ko: SeoMetaEntry; en: SeoMetaEntry };
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
  aboutMeKr:
    '안녕하세요, 어바인에서 10년 넘게 부동산 중개를 하고 있는 그레이스 김(김은혜)입니다. 저도 처음 미국에 와서 집을 구하며 막막했던 기억이 있기에, 고객 한 분 한 분의 일을 제 가족의 일처럼 챙기고 있습니다.\n\n' +
    '우드브리지, 노스우드, 터틀록처럼 학군이 좋은 어바인 주요 지역을 오랫동안 직접 다니며 익혀 왔습니다. 학교 배정과 HOA, 멜로루스(Mello-Roos) 같은 세금 구조는 물론 동네마다 다른 분위기까지 꼼꼼히 설명해 드리고, 집 보기부터 에스크로 마감까지 모든 과정을 한국어로 편하게 진행하실 수 있도록 도와드립니다.\n\n' +
    '첫 집 마련이든, 자녀 학교 때문에 하는 이사든, 투자용 부동산이든 부담 없이 연락 주세요. 좋은 집은 정확한 정보와 솔직한 상담에서 시작된다고 믿습니다.',
  aboutMeEn:
    "Hi, I'm Grace Kim, and I have been helping families buy and sell homes in Irvine for more than a decade. I still remember how overwhelming my own first home search in the U.S. felt, so I treat every client's move as if it were my own family's.\n\n" +
    "Woodbridge, Northwood and Turtle Rock are the neighborhoods I know best. I can walk you through school boundaries, HOA dues and Mello-Roos, and the small differences that make each village feel like home — and I'm happy to do it all in English or Korean, from the first showing to the close of escrow.\n\n" +
    "Whether you are buying your first home, moving for a school district or adding an investment property, I'd love to hear from you.",
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
      title: 'Why work with me',
      body: 'More than a decade in Irvine, over 230 closed transactions and a network of lenders, inspectors and escrow officers I trust. You get honest pricing advice, weekly updates and a bilingual partner who answers the phone.',
    },
    {
      title: 'Irvine school guide',
      body: 'Irvine Unified and Tustin Unified both serve parts of the city. Before you fall in love with a house, I will confirm the assigned elementary, middle and high schools with the district and share recent test-score trends.',
    },
  ],
  seoMeta: {
    ko: {
      title: '그레이스 김 | 어바인 부동산 전문 리얼터',
      description: '어바인 우드브리지·노스우드·터틀록 주택 매매 전문. 학군, HOA, 멜로루스까지 한국어로 친절하게 상담해 드립니다.',
      keywords: '어바인 부동산, 어바인 리얼터, 어바인 학군, 우드브리지, 노스우드, 터틀록, 한인 리얼터',
      author: '그레이스 김',
    },
    en: {
      title: 'Grace Kim | Irvine Realtor',
      description: 'Bilingual Irvine realtor specialising in Woodbridge, Northwood and Turtle Rock homes. School districts, HOA and Mello-Roos explained.',
      keywords: 'Irvine realtor, Irvine homes for sale, Woodbridge, Northwood, Turtle Rock, Korean speaking realtor',
      author: 'Grace Kim',
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
  aboutMeKr:
    '뉴포트비치의 바다를 사랑하는 리얼터 대니얼 박(박준호)입니다. 뉴포트 코스트와 코로나 델 마, 발보아 아일랜드의 해변 주택과 고급 주택을 전문으로 하고 있습니다.\n\n' +
    '해안가 부동산은 전망, 해안위원회(Coastal Commission) 규정, 홍수 보험처럼 일반 주택과 다르게 살펴봐야 할 부분이 많습니다. 금융권에서 일했던 경험을 살려 가격 분석과 협상을 철저히 준비하고, 매도하실 때는 전문 사진·영상 촬영과 타깃 마케팅으로 집의 가치를 제대로 보여 드립니다.\n\n' +
    '바다가 보이는 집에서의 새로운 시작, 제가 함께하겠습니다.',
  aboutMeEn:
    "I'm Daniel Park, a Newport Beach realtor who specialises in coastal and luxury homes in Newport Coast, Corona del Mar and Balboa Island.\n\n" +
    'Waterfront property comes with its own checklist — view corridors, Coastal Commission rules, flood insurance and boat-slip rights. Before real estate I worked in commercial banking, so I bring a numbers-first approach to pricing and negotiation. For sellers, every listing gets professional photography, cinematic video and targeted digital marketing.\n\n' +
    "If you're dreaming of an ocean view, let's find the right one together.",
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
      title: 'Buying on the coast',
      body: 'From bluff-top homes to bay-front cottages, I help you weigh view protection, parking, short-term rental rules and insurance costs before you write an offer.',
    },
  ],
  seoMeta: {
    ko: {
      title: '대니얼 박 | 뉴포트비치 해변·고급 주택 리얼터',
      description: '뉴포트 코스트, 코로나 델 마, 발보아 아일랜드의 오션뷰 주택 매매. 정확한 시세 분석과 한국어 상담.',
      keywords: '뉴포트비치 부동산, 뉴포트 코스트, 코로나 델 마, 발보아 아일랜드, 오션뷰 주택, 한인 리얼터',
      author: '대니얼 박',
    },
    en: {
      title: 'Daniel Park | Newport Beach Coastal & Luxury Homes',
      description: 'Ocean-view and waterfront homes in Newport Coast, Corona del Mar and Balboa Island, with data-driven pricing and negotiation.',
      keywords: 'Newport Beach realtor, Newport Coast homes, Corona del Mar real estate, Balboa Island, luxury homes',
      author: 'Daniel Park',
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
  aboutMeKr:
    'LA 한인타운에서 나고 자란 리얼터 제니 최(최지은)입니다. 한인타운 콘도부터 행콕파크와 라치몬트 빌리지의 클래식한 단독주택, 미라클 마일의 듀플렉스까지 폭넓게 거래해 왔습니다.\n\n' +
    'LA는 동네마다, 심지어 블록마다 분위기와 시세가 다릅니다. 렌트 컨트롤(RSO) 적용 여부, 역사 보존 지역(HPOZ) 규정, 주차와 소음처럼 실제로 살아 보면 중요한 부분들을 미리 알려 드려서 후회 없는 선택을 하실 수 있게 돕겠습니다.\n\n' +
    '부모님 세대의 첫 집부터 자녀 세대의 첫 콘도까지, 한인 커뮤니티의 든든한 부동산 파트너가 되겠습니다.',
  aboutMeEn:
    "I'm Jenny Choi — born and raised in Koreatown, Los Angeles. I help clients with everything from Koreatown condos to classic Hancock Park and Larchmont Village homes and Miracle Mile duplexes.\n\n" +
    'In L.A., the market changes from block to block. I make sure you understand rent-control (RSO) status, HPOZ preservation rules, parking and the everyday details that only matter once you move in.\n\n' +
    "From a family's first home to a first condo downtown, I'd be glad to be your partner in the city I grew up in.",
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
      title: 'First-time buyer guide',
      body: 'We start with a pre-approval and a realistic budget, tour condos and townhomes that fit it, and I explain HOA reserves, FHA approval and closing costs step by step. Down-payment assistance programmes in Los Angeles are worth a look, and I will point you to them.',
    },
  ],
  seoMeta: {
    ko: {
      title: '제니 최 | LA 한인타운·행콕파크 부동산',
      description: 'LA 한인타운 콘도, 행콕파크·라치몬트 단독주택, 미라클 마일 듀플렉스 매매. 첫 집 구입 한국어 상담.',
      keywords: 'LA 부동산, 한인타운 콘도, 행콕파크, 라치몬트 빌리지, 미라클 마일, 한인 리얼터, 첫 집 구입',
      author: '제니 최',
    },
    en: {
      title: 'Jenny Choi | Koreatown & Hancock Park Realtor',
      description: 'Koreatown condos, Hancock Park and Larchmont Village homes and Miracle Mile income properties — with a first-time buyer focus.',
      keywords: 'Los Angeles realtor, Koreatown condos, Hancock Park homes, Larchmont Village, Miracle Mile duplex',
      author: 'Jenny Choi',
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
  careerStart: '2009-04-20',
  careerEnd: null,
  salesCount: 142,
  lastYearSalesTotal: 88500000,
  designMainColor: '#a67c2e',
  designFontSize: 17,
  designMainDarkMode: 'Y',
  contentDarkMode: 'Y',
  isMakeHomepage: 'Y',
  hompageUrl: 'https://oliviabennett.example.com',
  aboutMeKr:
    '안녕하세요, 비버리힐스에서 15년 넘게 고급 주택을 전문으로 중개해 온 올리비아 베넷입니다. 비버리힐스 플랫츠의 전통적인 저택부터 트라우스데일 에스테이트의 미드센추리 모던 주택까지, 각 매물의 건축적 가치와 역사를 잘 알고 있습니다.\n\n' +
    '고급 주택 거래에서는 무엇보다 신뢰와 비밀 유지가 중요합니다. 공개 시장에 나오지 않는 오프마켓 매물 네트워크와 변호사·세무사·디자이너와의 협업을 통해 매수와 매도 모두 조용하고 안전하게 진행해 드립니다.\n\n' +
    '해외에서 오시는 고객분들과도 많이 일해 왔으니, 원격 계약이나 일정 조율도 편하게 말씀해 주세요.',
  aboutMeEn:
    "I'm Olivia Bennett, and for more than fifteen years I have represented buyers and sellers of distinctive homes in Beverly Hills — from traditional estates in the Flats to mid-century modern landmarks in Trousdale Estates.\n\n" +
    'At this level, discretion matters as much as price. I work with a private network of off-market listings and a trusted circle of attorneys, tax advisors and designers, so every transaction moves quietly and securely.\n\n' +
    'Many of my clients live overseas; remote signings and flexible scheduling are part of how I work.',
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
      title: 'Private & off-market sales',
      body: 'Not every home needs to be on the open market. I can quietly present your property to pre-qualified buyers and agents first, protecting your privacy while testing the price.',
    },
    {
      title: 'Why work with me',
      body: 'Fifteen years in Beverly Hills, a background in architecture and a reputation for discretion. I know the homes, the history and the people who make a sale go smoothly.',
    },
  ],
  seoMeta: {
    ko: {
      title: '올리비아 베넷 | 비버리힐스 고급 주택 전문',
      description: '비버리힐스 플랫츠, 트라우스데일 에스테이트 고급 주택 매매. 오프마켓 매물과 비밀 보장 거래.',
      keywords: '비버리힐스 부동산, 비버리힐스 고급 주택, 트라우스데일 에스테이트, 오프마켓, 럭셔리 리얼터',
      author: '올리비아 베넷',
    },
    en: {
      title: 'Olivia Bennett | Beverly Hills Luxury Real Estate',
      description: 'Estates in the Beverly Hills Flats and Trousdale Estates, off-market opportunities and discreet representation.',
      keywords: 'Beverly Hills realtor, luxury homes Beverly Hills, Trousdale Estates, off-market listings',
      author: 'Olivia Bennett',
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
  aboutMeKr:
    '안녕하세요, 켄지 다나카입니다. 일본계 미국인 3세로 라크레센타에서 자랐고, 지금은 라캬나다 플린트리지와 라크레센타-몬트로즈 지역의 주택 거래를 전문으로 하고 있습니다.\n\n' +
    '이 지역은 좋은 학군과 조용한 산자락 동네로 가족 단위 고객들께 인기가 많습니다. 대신 산불 위험 지역 지정, 경사지 주택의 지반 조사, 오래된 주택의 수리 이력처럼 꼭 확인해야 할 부분이 있어 계약 전에 하나하나 함께 점검해 드립니다.\n\n' +
    '건축 시공 쪽에서 일했던 경험이 있어서 집의 구조와 리모델링 가능성도 현실적으로 조언해 드릴 수 있습니다.',
  aboutMeEn:
    "I'm Kenji Tanaka, a third-generation Japanese-American who grew up in La Crescenta. Today I focus on homes in La Cañada Flintridge and La Crescenta-Montrose.\n\n" +
    'Families love these foothill communities for their top-rated schools and quiet streets. They also come with homework: fire-hazard zones, geology reports for hillside lots and the repair history of older homes. I check each of them with you before you commit.\n\n' +
    'Before real estate I worked in residential construction, so I can give you a realistic view of a home’s structure and its remodelling potential.',
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
      title: 'Hillside home checklist',
      body: 'Fire-hazard severity zone, brush-clearance rules, a geology or soils report, drainage and retaining walls, and the permit history of every addition. I bring this list to every showing.',
    },
  ],
  seoMeta: {
    ko: {
      title: '켄지 다나카 | 라캬나다 플린트리지·라크레센타 부동산',
      description: '라캬나다 플린트리지와 라크레센타-몬트로즈 학군 좋은 주택 매매. 산자락 주택 점검부터 리모델링 상담까지.',
      keywords: '라캬나다 플린트리지 부동산, 라크레센타, 몬트로즈, 학군 좋은 동네, 단독주택 매매',
      author: '켄지 다나카',
    },
    en: {
      title: 'Kenji Tanaka | La Cañada Flintridge & La Crescenta Realtor',
      description: 'Family homes in La Cañada Flintridge and La Crescenta-Montrose, with hillside due diligence and construction know-how.',
      keywords: 'La Canada Flintridge realtor, La Crescenta homes, Montrose real estate, foothill homes for sale',
      author: 'Kenji Tanaka',
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
  aboutMeKr:
    '터스틴과 레이크 포레스트에서 활동하는 리얼터 마이클 윤(윤민수)입니다. 엔지니어로 일하다가 제 첫 집을 사면서 부동산의 매력에 빠져 이 일을 시작하게 되었습니다.\n\n' +
    '터스틴 랜치의 넓은 단독주택, 올드타운 터스틴의 개성 있는 집, 풋힐 랜치의 조용한 타운홈까지 젊은 가족과 첫 집을 찾는 분들을 많이 도와드렸습니다. 시세 데이터와 비교 매물을 표로 정리해 드려서, 숫자로 확인하고 결정하실 수 있도록 합니다.\n\n' +
    '질문이 많으셔도 괜찮습니다. 카카오톡으로 편하게 물어보세요.',
  aboutMeEn:
    "I'm Michael Yoon, a realtor in Tustin and Lake Forest. I was an engineer until buying my own first home got me hooked on real estate.\n\n" +
    'I have helped many young families and first-time buyers — from spacious single-family homes in Tustin Ranch to character homes in Old Town Tustin and quiet townhomes in Foothill Ranch. Every client gets a clear spreadsheet of comparable sales, so decisions are based on numbers, not pressure.\n\n' +
    'No question is too small — text me anytime.',
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
      title: 'First-time buyer guide',
      body: 'Get pre-approved, decide on must-haves versus nice-to-haves, and learn what inspections, appraisal and contingencies mean before you tour. I share a simple checklist and a timeline for the 30 days of escrow.',
    },
  ],
  seoMeta: {
    ko: {
      title: '마이클 윤 | 터스틴·레이크 포레스트 부동산',
      description: '터스틴 랜치, 올드타운 터스틴, 풋힐 랜치 주택 매매. 첫 집 구입자를 위한 데이터 기반 한국어 상담.',
      keywords: '터스틴 부동산, 터스틴 랜치, 레이크 포레스트, 풋힐 랜치, 첫 집 구입, 한인 리얼터',
      author: '마이클 윤',
    },
    en: {
      title: 'Michael Yoon | Tustin & Lake Forest Realtor',
      description: 'Homes in Tustin Ranch, Old Town Tustin and Foothill Ranch, with clear data and patient guidance for first-time buyers.',
      keywords: 'Tustin realtor, Tustin Ranch homes, Lake Forest real estate, Foothill Ranch, first-time buyer',
      author: 'Michael Yoon',
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
  aboutMeKr:
    '랜초 미션 비에호의 신축 주택을 전문으로 하는 에밀리 나카무라입니다. 일본계 미국인으로 남가주에서 자랐고, 가족과 함께 이 동네에 살고 있습니다.\n\n' +
    '센데로, 에센시아, 리엔다처럼 새로 조성된 마을은 빌더마다 평면과 옵션, 가격 정책이 다릅니다. 빌더 영업 사무소에 가시기 전에 저와 먼저 상의하시면 인센티브 협상과 옵션 선택, 완공 전 점검까지 매수인 입장에서 꼼꼼히 챙겨 드립니다. 55세 이상을 위한 가빌란 커뮤니티도 잘 알고 있습니다.\n\n' +
    '산책로와 수영장, 이웃과의 정이 있는 동네에서 새로운 생활을 시작해 보세요.',
  aboutMeEn:
    "I'm Emily Nakamura. I grew up in Southern California as a Japanese-American and now live in Rancho Mission Viejo with my family, where I specialise in new-construction homes.\n\n" +
    'In villages like Sendero, Esencia and Rienda, every builder has different floor plans, upgrade packages and pricing. Bring me along before you visit a sales office and I will represent you on incentives, options and the pre-drywall and final walk-throughs. I also know the 55+ Gavilán community well.\n\n' +
    'Trails, pools and neighbours who wave — come and see why we love it here.',
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
      title: 'Buying new construction',
      body: "The builder's agent works for the builder. Register me on your first visit and I will compare incentives across builders, review the purchase contract and attend the inspections — at no extra cost to you.",
    },
    {
      title: 'Why work with me',
      body: 'I live here, I have closed nearly a hundred homes in the ranch, and I know which lots back onto open space and which floor plans hold their value.',
    },
  ],
  seoMeta: {
    ko: {
      title: '에밀리 나카무라 | 랜초 미션 비에호 신축 주택 전문',
      description: '센데로, 에센시아, 리엔다 신축 주택과 55세 이상 가빌란 커뮤니티. 빌더 인센티브 협상부터 완공 점검까지.',
      keywords: '랜초 미션 비에호, 신축 주택, 에센시아, 센데로, 리엔다, 가빌란, 오렌지카운티 부동산',
      author: '에밀리 나카무라',
    },
    en: {
      title: 'Emily Nakamura | Rancho Mission Viejo New Homes',
      description: 'New-construction homes in Sendero, Esencia, Rienda and the 55+ Gavilán community, with buyer-side representation.',
      keywords: 'Rancho Mission Viejo realtor, new construction Orange County, Esencia homes, Rienda, Gavilan 55+',
      author: 'Emily Nakamura',
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
  aboutMeKr:
    '조지아 존스크릭에서 활동하는 리얼터 데이비드 정(정다윗)입니다. 10년 넘게 애틀랜타 북부로 이주하시는 한인 가정과 주재원 가족들의 정착을 도와 왔습니다.\n\n' +
    '존스크릭은 우수한 공립학교와 안전한 주거 환경으로 잘 알려져 있습니다. 세인트 아이브스와 컨트리클럽 오브 더 사우스 같은 골프 커뮤니티부터 메들록 브리지 인근의 실속 있는 단독주택까지, 예산과 통학 거리, 생활 동선에 맞춰 추천해 드립니다.\n\n' +
    '한국에서 이사 오시는 경우에는 렌트와 매매 비교, 은행 계좌 개설이나 학교 등록처럼 정착에 필요한 정보도 함께 안내해 드립니다.',
  aboutMeEn:
    "I'm David Jung, a realtor in Johns Creek, Georgia. For more than a decade I have helped Korean-American families and corporate transferees settle in north metro Atlanta.\n\n" +
    'Johns Creek is known for excellent public schools and safe, green neighborhoods. From golf communities like St. Ives and the Country Club of the South to great-value homes near Medlock Bridge, I match homes to your budget, school zone and daily commute.\n\n' +
    'Relocating from overseas? I also help with rent-versus-buy decisions and the practical steps of settling in, from school registration to finding a bank.',
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
      title: 'Relocating to Atlanta',
      body: 'I set up video tours before you land, compare school clusters side by side and coordinate inspections and closing remotely, so your family can move in the week you arrive.',
    },
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
  aboutMeKr:
    '알파레타에서 활동하는 리얼터 한나 조(조한나)입니다. 애틀랜타에서 대학을 마치고 마케팅 회사에서 일하다가, 사람과 동네를 연결하는 이 일에 매력을 느껴 부동산을 시작했습니다.\n\n' +
    '아발론과 다운타운 알파레타의 걸어서 즐길 수 있는 타운홈, 윈드워드의 호수 근처 단독주택을 주로 소개해 드립니다. 매도하실 때는 홈 스테이징과 SNS 마케팅으로 집의 매력을 최대한 살려 드립니다.\n\n' +
    '젊은 직장인과 신혼부부, 첫 집을 찾는 분들의 이야기를 듣는 것을 좋아합니다. 편하게 커피 한잔하며 시작해요.',
  aboutMeEn:
    "I'm Hannah Cho, a realtor in Alpharetta. After college in Atlanta I worked in marketing, then fell in love with the work of matching people with neighborhoods.\n\n" +
    'I mostly help clients find walkable townhomes around Avalon and Downtown Alpharetta and single-family homes near Lake Windward. For sellers, I bring home staging and a strong social-media campaign to every listing.\n\n' +
    "Young professionals, newlyweds and first-time buyers are my favourite people to work with. Let's start over coffee.",
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
  careerStart: '2008-10-06',
  careerEnd: null,
  salesCount: 265,
  lastYearSalesTotal: 21800000,
  designMainColor: '#8a3b2e',
  designFontSize: 16,
  designMainDarkMode: 'N',
  contentDarkMode: 'N',
  isMakeHomepage: 'Y',
  hompageUrl: 'https://ryanmitchell.example.com',
  aboutMeKr:
    '안녕하세요, 스와니에서 15년 넘게 부동산 중개를 하고 있는 라이언 미첼입니다. 조지아 토박이로, 스와니 타운센터가 생기기 전부터 이 동네의 변화를 지켜봐 왔습니다.\n\n' +
    '로렐 스프링스와 올드 애틀랜타 클럽 같은 골프·수영장 커뮤니티부터 타운센터 인근의 새 타운홈까지, 귀넷 카운티의 좋은 학군 안에서 가족에게 맞는 집을 찾아 드립니다. 한인 고객분들과도 오래 일해 와서 한인 마트와 교회, 학원가 접근성까지 함께 고려해 추천해 드립니다.\n\n' +
    '집을 파실 때는 정확한 시세 분석과 꼼꼼한 준비로 빠르고 좋은 조건의 거래를 약속드립니다.',
  aboutMeEn:
    "Hi, I'm Ryan Mitchell. A Georgia native, I watched Suwanee grow up around Town Center Park, and I have been selling homes here for more than fifteen years.\n\n" +
    'From swim-and-tennis communities like Laurel Springs and Olde Atlanta Club to new townhomes near Suwanee Town Center, I help families find the right home inside Gwinnett County’s sought-after school clusters.\n\n' +
    'Sellers get an honest pricing plan, a punch list that pays for itself and a marketing launch that brings strong offers in the first week.',
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
      title: 'Selling your home',
      body: 'We agree on a price backed by recent Suwanee sales, fix the few things buyers notice first, and launch with photos, a video walk-through and an open house on the first weekend.',
    },
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
  aboutMeKr:
    '에퀴티 리얼티는 2006년 어바인에서 문을 연 부동산 중개 회사입니다. 오렌지카운티를 중심으로 한국어와 영어, 일본어로 상담할 수 있는 리얼터들이 한 팀으로 일하고 있습니다.\n\n' +
    '어바인과 터스틴의 학군 좋은 주택, 뉴포트비치의 해변 주택, 랜초 미션 비에호의 신축 단지까지 지역마다 전문 리얼터가 있어, 고객께 꼭 맞는 담당자를 연결해 드립니다. 자체 에스크로·대출 파트너 네트워크로 첫 상담부터 입주까지 빈틈없이 지원합니다.\n\n' +
    '매수와 매도, 렌트와 투자 상담까지 무엇이든 편하게 문의해 주세요.',
  aboutMeEn:
    'Equity Realty is a brokerage founded in Irvine in 2006. Our team of agents serves Orange County in English, Korean and Japanese.\n\n' +
    'Every market we cover — Irvine and Tustin school neighborhoods, Newport Beach coastal homes and the new villages of Rancho Mission Viejo — has a specialist on our team, and we match you with the right one. Trusted escrow and lending partners keep every step on schedule, from the first consultation to move-in day.\n\n' +
    'Buying, selling, leasing or investing: we would be glad to help.',
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
      title: 'Our team',
      body: 'Grace Kim (Irvine), Michael Yoon (Tustin & Lake Forest) and Emily Nakamura (Rancho Mission Viejo) lead our neighbourhood specialists. Tell us where you want to live and we will introduce the agent who knows it best.',
    },
    {
      title: 'Why Equity Realty',
      body: 'Local specialists, one brokerage: shared market data, in-house transaction coordinators and a single point of contact from offer to close.',
    },
  ],
  seoMeta: {
    ko: {
      title: '에퀴티 리얼티 | 오렌지카운티 한인 부동산 중개 회사',
      description: '어바인, 터스틴, 뉴포트비치, 랜초 미션 비에호 지역 전문 리얼터 팀. 매수·매도·투자 한국어 상담.',
      keywords: '오렌지카운티 부동산, 어바인 부동산 회사, 한인 부동산, 터스틴, 랜초 미션 비에호, 에퀴티 리얼티',
      author: '에퀴티 리얼티',
    },
    en: {
      title: 'Equity Realty | Orange County Real Estate Brokerage',
      description: 'A team of neighbourhood specialists in Irvine, Tustin, Newport Beach and Rancho Mission Viejo, serving clients in English, Korean and Japanese.',
      keywords: 'Orange County brokerage, Irvine real estate company, Korean realtors Orange County, Equity Realty',
      author: 'Equity Realty',
    },
  },
  photos: demoPhotos('equityrealty'),
};
