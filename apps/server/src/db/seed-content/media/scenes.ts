import type { SeedOf } from './types.js';

/** Pictures drawn from a palette and a seed: travel and nature scenes. */

export const mekongDawn: SeedOf<'scene'> = {
  key: 'mekong-dawn',
  kind: 'scene',
  category: 'travel',
  width: 1800,
  height: 1100,
  seed: 11,
  palette: ['#1d3557', '#f4a261', '#ffd166', '#355070', '#264653', '#1b263b'],
  translations: {
    en: {
      title: 'Dawn over the Mekong Delta',
      description:
        'First light over the river near Cần Thơ, when the floating market starts. Boats, mist and the smell of coffee.',
    },
    vi: {
      title: 'Bình minh trên đồng bằng sông Cửu Long',
      description:
        'Những tia nắng đầu tiên trên sông gần Cần Thơ, lúc chợ nổi bắt đầu nhóm họp. Ghe xuồng, sương sớm và mùi cà phê.',
    },
    zh: {
      title: '湄公河三角洲的黎明',
      description: '芹苴附近的河面上泛起第一缕晨光，水上市场正要开市。小船、薄雾，还有咖啡的香气。',
    },
    ja: {
      title: 'メコンデルタの夜明け',
      description: 'カントー近くの川に朝の光が差し込み、水上マーケットが始まる頃。小舟と朝もや、そしてコーヒーの香り。',
    },
    ko: {
      title: '메콩 델타의 새벽',
      description: '껀터 근처 강 위로 첫 햇살이 비치고 수상시장이 열리는 시간. 배와 물안개, 그리고 커피 향.',
    },
    fr: {
      title: 'L’aube sur le delta du Mékong',
      description:
        'Premières lueurs sur le fleuve près de Cần Thơ, à l’heure où s’anime le marché flottant. Des barques, de la brume et une odeur de café.',
    },
    de: {
      title: 'Morgendämmerung im Mekongdelta',
      description:
        'Das erste Licht über dem Fluss bei Cần Thơ, wenn der schwimmende Markt beginnt. Boote, Nebel und der Duft von Kaffee.',
    },
    es: {
      title: 'Amanecer sobre el delta del Mekong',
      description:
        'Las primeras luces sobre el río cerca de Cần Thơ, cuando arranca el mercado flotante. Barcas, bruma y olor a café.',
    },
    ru: {
      title: 'Рассвет в дельте Меконга',
      description: 'Первые лучи над рекой у Кантхо, когда открывается плавучий рынок. Лодки, туман и запах кофе.',
    },
    ar: {
      title: 'الفجر فوق دلتا الميكونغ',
      description: 'أولى خيوط الضوء فوق النهر قرب كان ثو، حين تبدأ السوق العائمة. قوارب وضباب ورائحة القهوة.',
    },
  },
};

export const haLongMist: SeedOf<'scene'> = {
  key: 'ha-long-mist',
  kind: 'scene',
  category: 'nature',
  featured: true,
  width: 1600,
  height: 1000,
  seed: 23,
  palette: ['#adb5bd', '#e9ecef', '#ffffff', '#6c757d', '#495057', '#343a40'],
  translations: {
    en: {
      title: 'Ha Long Bay in the mist',
      description: 'Limestone islands fading into the morning haze, seen from a junk boat in late spring.',
    },
    vi: {
      title: 'Vịnh Hạ Long trong sương',
      description: 'Những đảo đá vôi mờ dần trong làn sương sớm, nhìn từ một chiếc thuyền buồm vào cuối xuân.',
    },
    zh: { title: '雾中的下龙湾', description: '暮春时节，从帆船上远眺，一座座石灰岩岛屿渐渐隐入晨雾。' },
    ja: { title: '霧のハロン湾', description: '晩春、ジャンク船から眺めた、朝霧に溶けていく石灰岩の島々。' },
    ko: {
      title: '안개 낀 하롱베이',
      description: '늦봄, 정크선 위에서 바라본, 아침 안개 속으로 희미하게 사라져 가는 석회암 섬들.',
    },
    fr: {
      title: 'La baie d’Along dans la brume',
      description:
        'Des îles calcaires qui se fondent dans la brume du matin, vues depuis une jonque à la fin du printemps.',
    },
    de: {
      title: 'Die Halong-Bucht im Nebel',
      description: 'Kalksteininseln, die im Morgendunst verschwimmen, gesehen von einer Dschunke im späten Frühling.',
    },
    es: {
      title: 'La bahía de Ha Long entre la niebla',
      description:
        'Islas de piedra caliza que se desvanecen en la bruma matinal, vistas desde un junco a finales de primavera.',
    },
    ru: {
      title: 'Бухта Халонг в тумане',
      description: 'Известняковые острова, тающие в утренней дымке, — вид с джонки в конце весны.',
    },
    ar: {
      title: 'خليج ها لونغ في الضباب',
      description: 'جزر من الحجر الجيري تتلاشى في ضباب الصباح، كما بدت من على متن قارب شراعي تقليدي في أواخر الربيع.',
    },
  },
};

export const muCangChai: SeedOf<'scene'> = {
  key: 'mu-cang-chai',
  kind: 'scene',
  category: 'nature',
  width: 1200,
  height: 1500,
  seed: 37,
  palette: ['#90e0ef', '#caf0f8', '#fff3b0', '#95d5b2', '#52b788', '#2d6a4f', '#1b4332'],
  translations: {
    en: {
      title: 'Terraced fields of Mù Cang Chải',
      description: 'Rice terraces in September, just before the harvest turns them gold.',
    },
    vi: {
      title: 'Ruộng bậc thang Mù Cang Chải',
      description: 'Ruộng bậc thang vào tháng Chín, ngay trước khi lúa chín vàng chờ ngày gặt.',
    },
    zh: { title: '木江界的梯田', description: '九月的梯田，稻谷即将成熟，转眼就要染成一片金黄。' },
    ja: { title: 'ムーカンチャイの棚田', description: '9月の棚田。収穫を前に、もうすぐ一面が黄金色に染まります。' },
    ko: {
      title: '무깡짜이의 계단식 논',
      description: '9월의 계단식 논. 수확을 앞두고 곧 황금빛으로 물들기 직전입니다.',
    },
    fr: {
      title: 'Les rizières en terrasses de Mù Cang Chải',
      description: 'Les rizières en septembre, juste avant qu’elles ne se parent d’or à l’approche de la récolte.',
    },
    de: {
      title: 'Reisterrassen von Mù Cang Chải',
      description: 'Reisterrassen im September, kurz bevor sie sich zur Ernte golden färben.',
    },
    es: {
      title: 'Los arrozales en terrazas de Mù Cang Chải',
      description: 'Las terrazas de arroz en septiembre, justo antes de que la cosecha las tiña de dorado.',
    },
    ru: {
      title: 'Рисовые террасы Мукангчая',
      description: 'Рисовые террасы в сентябре — совсем скоро, к сбору урожая, они станут золотыми.',
    },
    ar: {
      title: 'المدرجات الزراعية في مو كانغ تشاي',
      description: 'مدرجات الأرز في سبتمبر، قُبيل أن يكسوها موسم الحصاد بلونه الذهبي.',
    },
  },
};

export const saigonNight: SeedOf<'scene'> = {
  key: 'saigon-night',
  kind: 'scene',
  category: 'travel',
  width: 1600,
  height: 900,
  seed: 53,
  palette: ['#03045e', '#7209b7', '#f72585', '#3a0ca3', '#240046', '#10002b'],
  translations: {
    en: {
      title: 'Saigon at night',
      description: 'The skyline from District 4 after the rain, neon reflected in the Saigon River.',
    },
    vi: {
      title: 'Sài Gòn về đêm',
      description: 'Đường chân trời nhìn từ Quận 4 sau cơn mưa, ánh đèn neon soi bóng xuống sông Sài Gòn.',
    },
    zh: { title: '西贡之夜', description: '雨后从第四郡望去的城市天际线，霓虹倒映在西贡河上。' },
    ja: {
      title: '夜のサイゴン',
      description: '雨上がりの4区から眺めたスカイライン。ネオンがサイゴン川に映り込みます。',
    },
    ko: { title: '사이공의 밤', description: '비 갠 뒤 4군에서 바라본 스카이라인, 사이공강에 비친 네온 불빛.' },
    fr: {
      title: 'Saïgon la nuit',
      description:
        'Les tours vues du 4e arrondissement après la pluie, et les néons qui se reflètent dans la rivière de Saïgon.',
    },
    de: {
      title: 'Saigon bei Nacht',
      description: 'Die Skyline vom 4. Bezirk aus nach dem Regen, Neonlichter spiegeln sich im Saigon-Fluss.',
    },
    es: {
      title: 'Saigón de noche',
      description:
        'El perfil de la ciudad desde el Distrito 4 tras la lluvia, con los neones reflejados en el río Saigón.',
    },
    ru: {
      title: 'Ночной Сайгон',
      description: 'Панорама города из 4-го округа после дождя, неоновые огни отражаются в реке Сайгон.',
    },
    ar: {
      title: 'سايغون ليلًا',
      description: 'أفق المدينة من الحي الرابع بعد المطر، وأضواء النيون تنعكس على صفحة نهر سايغون.',
    },
  },
};

export const hoiAnSunset: SeedOf<'scene'> = {
  key: 'hoi-an-sunset',
  kind: 'scene',
  category: 'travel',
  featured: true,
  width: 1500,
  height: 1000,
  seed: 71,
  palette: ['#ff7b00', '#ffb703', '#fff1b8', '#9d0208', '#6a040f', '#370617'],
  translations: {
    en: {
      title: 'Sunset over Hội An',
      description: 'Lanterns coming on along the Thu Bồn river as the sun goes down over the old town.',
    },
    vi: {
      title: 'Hoàng hôn trên Hội An',
      description: 'Đèn lồng lần lượt thắp sáng dọc sông Thu Bồn khi mặt trời lặn xuống phố cổ.',
    },
    zh: { title: '会安的日落', description: '夕阳西沉，古城秋盆河畔的灯笼一盏盏亮起。' },
    ja: { title: 'ホイアンの夕暮れ', description: '旧市街に日が沈み、トゥボン川沿いにランタンが灯りはじめます。' },
    ko: {
      title: '호이안의 해질녘',
      description: '구시가지 위로 해가 지면서 투본강을 따라 등불이 하나둘 켜집니다.',
    },
    fr: {
      title: 'Coucher de soleil sur Hội An',
      description:
        'Les lanternes s’allument le long de la rivière Thu Bồn tandis que le soleil se couche sur la vieille ville.',
    },
    de: {
      title: 'Sonnenuntergang über Hội An',
      description: 'Entlang des Flusses Thu Bồn gehen die Laternen an, während die Sonne über der Altstadt versinkt.',
    },
    es: {
      title: 'Atardecer en Hội An',
      description:
        'Los farolillos se encienden a lo largo del río Thu Bồn mientras el sol se pone sobre el casco antiguo.',
    },
    ru: {
      title: 'Закат над Хойаном',
      description: 'Вдоль реки Тхубон зажигаются фонарики, пока солнце садится над старым городом.',
    },
    ar: {
      title: 'غروب الشمس فوق هوي آن',
      description: 'الفوانيس تُضاء على طول نهر ثو بون بينما تغيب الشمس فوق البلدة القديمة.',
    },
  },
};

export const daLatPines: SeedOf<'scene'> = {
  key: 'da-lat-pines',
  kind: 'scene',
  category: 'nature',
  width: 1100,
  height: 1400,
  seed: 89,
  palette: ['#a8dadc', '#f1faee', '#e9f5db', '#52796f', '#354f52', '#2f3e46'],
  translations: {
    en: {
      title: 'Pine forest of Đà Lạt',
      description:
        'Cool air, pine needles and fog in the highlands, three hundred kilometres from the heat of the city.',
    },
    vi: {
      title: 'Rừng thông Đà Lạt',
      description:
        'Không khí se lạnh, lá thông và sương mù nơi cao nguyên, cách cái nóng của thành phố ba trăm cây số.',
    },
    zh: { title: '大叻的松林', description: '高原上清凉的空气、松针与薄雾，离城市的酷热足有三百公里。' },
    ja: {
      title: 'ダラットの松林',
      description: '高原のひんやりとした空気、松葉、そして霧。街の暑さから300キロ離れた場所です。',
    },
    ko: {
      title: '달랏의 소나무 숲',
      description: '도시의 더위에서 300킬로미터 떨어진 고원의 서늘한 공기와 솔잎, 그리고 안개.',
    },
    fr: {
      title: 'La forêt de pins de Dalat',
      description:
        'Air frais, aiguilles de pin et brouillard sur les hauts plateaux, à trois cents kilomètres de la chaleur de la ville.',
    },
    de: {
      title: 'Kiefernwald bei Đà Lạt',
      description:
        'Kühle Luft, Kiefernnadeln und Nebel im Hochland, dreihundert Kilometer von der Hitze der Stadt entfernt.',
    },
    es: {
      title: 'El pinar de Đà Lạt',
      description:
        'Aire fresco, agujas de pino y niebla en las tierras altas, a trescientos kilómetros del calor de la ciudad.',
    },
    ru: {
      title: 'Сосновый лес Далата',
      description: 'Прохладный воздух, сосновая хвоя и туман на плато — в трёхстах километрах от городской жары.',
    },
    ar: {
      title: 'غابة الصنوبر في دالات',
      description: 'هواء منعش وإبر الصنوبر وضباب في المرتفعات، على بعد ثلاثمئة كيلومتر من حرّ المدينة.',
    },
  },
};
