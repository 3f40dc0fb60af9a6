import { SAFETY_CARD_ANCHOR, type LanguageCode, type ShopProductTranslation } from '@site/contracts';
import { ReunionShopRepository, type ProductWrite } from '../modules/reunion-shop/reunion-shop.repository.js';
import { SiteRepository } from '../modules/site/site.repository.js';
import type { Db } from './database.js';

/** Marks that the shop's listings were created, so that the owner's deletions stick. */
const SHOP_SEEDED = 'seed.reunion-shop';

type Texts = Record<LanguageCode, ShopProductTranslation>;

/**
 * The free child safety card made on the shop page itself. Written for real: what it is, that nothing leaves
 * the device, and how to get it.
 */
const SAFETY_CARD: Texts = {
  en: {
    name: 'Child safety card (free)',
    description:
      "A wallet-size card with your child's photo, description, medical notes and two guardians to call. Carry it, keep a copy at school, and hand it to the police at once if your child goes missing: the first hours count most.",
    price: null,
    how_to_get:
      'Fill in the form on this page, then download it as PNG or PDF or print it. The card is made in your browser: nothing is sent to us.',
  },
  vi: {
    name: 'Thẻ an toàn cho trẻ (miễn phí)',
    description:
      'Thẻ cỡ ví có ảnh, đặc điểm nhận dạng, lưu ý y tế của con và hai người giám hộ để gọi. Hãy mang theo, gửi một bản ở trường, và đưa ngay cho công an nếu con đi lạc: những giờ đầu tiên là quan trọng nhất.',
    price: null,
    how_to_get:
      'Điền biểu mẫu trên trang này, rồi tải về dạng PNG hoặc PDF hoặc in ra. Thẻ được tạo ngay trong trình duyệt của bạn: không có gì được gửi cho chúng tôi.',
  },
  zh: {
    name: '儿童安全卡（免费）',
    description:
      '钱包大小的卡片，印有孩子的照片、外貌特征、医疗注意事项和两位可联系的监护人。随身携带，在学校留一份；孩子走失时立即交给警方：最初几个小时最关键。',
    price: null,
    how_to_get: '在本页填写表格，然后下载 PNG 或 PDF，或直接打印。卡片在您的浏览器中生成：不会向我们发送任何内容。',
  },
  ja: {
    name: '子どもの安全カード（無料）',
    description:
      'お子さんの写真、特徴、医療メモ、連絡できる保護者2名を載せた財布サイズのカードです。持ち歩き、学校にも1部預け、お子さんが行方不明になったらすぐ警察に渡してください。最初の数時間が最も大切です。',
    price: null,
    how_to_get:
      'このページのフォームに入力し、PNG または PDF でダウンロードするか印刷します。カードはブラウザの中で作られ、私たちには何も送られません。',
  },
  ko: {
    name: '어린이 안전 카드(무료)',
    description:
      '아이의 사진, 인상착의, 의료 메모, 연락할 보호자 두 명을 담은 지갑 크기 카드입니다. 가지고 다니고 학교에도 한 부 맡겨 두세요. 아이를 잃어버리면 바로 경찰에 건네세요. 처음 몇 시간이 가장 중요합니다.',
    price: null,
    how_to_get:
      '이 페이지의 양식을 채운 뒤 PNG나 PDF로 내려받거나 인쇄하세요. 카드는 브라우저 안에서 만들어지며 저희에게 아무것도 전송되지 않습니다.',
  },
  fr: {
    name: 'Carte de sécurité enfant (gratuite)',
    description:
      "Une carte au format portefeuille avec la photo de votre enfant, son signalement, ses notes médicales et deux proches à appeler. Gardez-la sur vous, laissez-en une copie à l'école et remettez-la tout de suite à la police si votre enfant disparaît : les premières heures comptent le plus.",
    price: null,
    how_to_get:
      'Remplissez le formulaire de cette page, puis téléchargez la carte en PNG ou en PDF, ou imprimez-la. Elle est créée dans votre navigateur : rien ne nous est envoyé.',
  },
  de: {
    name: 'Kinder-Notfallkarte (kostenlos)',
    description:
      'Eine Karte im Brieftaschenformat mit Foto, Beschreibung und medizinischen Hinweisen Ihres Kindes und zwei Bezugspersonen zum Anrufen. Tragen Sie sie bei sich, hinterlegen Sie eine Kopie in der Schule und geben Sie sie sofort der Polizei, wenn Ihr Kind vermisst wird: Die ersten Stunden zählen am meisten.',
    price: null,
    how_to_get:
      'Füllen Sie das Formular auf dieser Seite aus und laden Sie die Karte als PNG oder PDF herunter oder drucken Sie sie. Sie entsteht in Ihrem Browser: Nichts wird an uns gesendet.',
  },
  es: {
    name: 'Tarjeta de seguridad infantil (gratis)',
    description:
      'Una tarjeta tamaño cartera con la foto de su hijo, su descripción, notas médicas y dos tutores a quienes llamar. Llévela consigo, deje una copia en la escuela y entréguela enseguida a la policía si su hijo desaparece: las primeras horas son las que más cuentan.',
    price: null,
    how_to_get:
      'Rellene el formulario de esta página y descárguela en PNG o PDF, o imprímala. La tarjeta se crea en su navegador: no se nos envía nada.',
  },
  ru: {
    name: 'Карточка безопасности ребёнка (бесплатно)',
    description:
      'Карточка размером с кошелёк: фото ребёнка, приметы, медицинские заметки и два взрослых, которым можно позвонить. Носите её с собой, оставьте копию в школе и сразу отдайте полиции, если ребёнок пропал: важнее всего первые часы.',
    price: null,
    how_to_get:
      'Заполните форму на этой странице, затем скачайте карточку в PNG или PDF или распечатайте её. Она создаётся в вашем браузере: нам ничего не отправляется.',
  },
  ar: {
    name: 'بطاقة سلامة الطفل (مجانية)',
    description:
      'بطاقة بحجم المحفظة عليها صورة طفلك وأوصافه وملاحظاته الطبية واثنان من الأوصياء للاتصال بهما. احملها معك، واترك نسخة في المدرسة، وسلّمها للشرطة فورًا إن فُقد طفلك: الساعات الأولى هي الأهم.',
    price: null,
    how_to_get:
      'املأ النموذج في هذه الصفحة، ثم نزّل البطاقة بصيغة PNG أو PDF أو اطبعها. تُنشأ البطاقة في متصفحك: لا يُرسل إلينا أي شيء.',
  },
};

/** A GPS tracker for a child or an elderly relative: the platform sells none, it says what to look for. */
const GPS_TRACKER: Texts = {
  en: {
    name: 'GPS tracker watch or tag',
    description:
      'A watch or a small tag that shares its position with a phone app. Useful for young children and for elderly relatives with memory loss. Choose one that works with a Vietnamese SIM, has an SOS button and lasts a full day on one charge.',
    price: 'About 500,000–2,000,000 ₫ in shops (for reference)',
    how_to_get:
      'Sold by mobile network shops and electronics stores across Vietnam. This platform sells none and earns nothing from them.',
  },
  vi: {
    name: 'Đồng hồ hoặc thẻ định vị GPS',
    description:
      'Đồng hồ hoặc thẻ nhỏ chia sẻ vị trí với ứng dụng trên điện thoại. Hữu ích cho trẻ nhỏ và người thân lớn tuổi hay quên. Hãy chọn loại dùng được SIM Việt Nam, có nút SOS và dùng đủ một ngày với một lần sạc.',
    price: 'Khoảng 500.000–2.000.000 ₫ tại cửa hàng (giá tham khảo)',
    how_to_get:
      'Có bán tại cửa hàng của các nhà mạng và cửa hàng điện máy trên cả nước. Nền tảng này không bán và không hưởng lợi gì từ các sản phẩm đó.',
  },
  zh: {
    name: 'GPS 定位手表或定位器',
    description:
      '可与手机应用共享位置的手表或小型定位器，适合幼儿和记忆力衰退的年长亲属。请选择支持越南 SIM 卡、带 SOS 按钮、充一次电能用一整天的型号。',
    price: '门店价约 500,000–2,000,000 ₫（仅供参考）',
    how_to_get: '越南各地的电信营业厅和电器商店有售。本平台不销售，也不从中获利。',
  },
  ja: {
    name: 'GPS 見守りウォッチ・タグ',
    description:
      'スマホのアプリに位置を知らせる腕時計や小さなタグです。幼い子どもや物忘れのある高齢の家族に役立ちます。ベトナムの SIM が使え、SOS ボタンがあり、1回の充電で丸1日もつものを選んでください。',
    price: '店頭価格で約 500,000～2,000,000 ₫（目安）',
    how_to_get:
      'ベトナム各地の携帯電話会社の店舗や家電店で販売されています。このプラットフォームは販売しておらず、利益も得ていません。',
  },
  ko: {
    name: 'GPS 위치 추적 시계 또는 태그',
    description:
      '휴대전화 앱과 위치를 공유하는 시계나 작은 태그입니다. 어린아이와 기억력이 약해진 어르신께 유용합니다. 베트남 SIM을 쓸 수 있고 SOS 버튼이 있으며 한 번 충전으로 하루 종일 가는 제품을 고르세요.',
    price: '매장가 약 500,000~2,000,000 ₫(참고용)',
    how_to_get:
      '베트남 전역의 통신사 매장과 전자제품 매장에서 판매합니다. 이 플랫폼은 판매하지 않으며 수익도 얻지 않습니다.',
  },
  fr: {
    name: 'Montre ou balise GPS',
    description:
      "Une montre ou une petite balise qui partage sa position avec une application sur téléphone. Utile pour les jeunes enfants et les proches âgés qui perdent la mémoire. Choisissez un modèle compatible avec une carte SIM vietnamienne, avec un bouton SOS et une journée entière d'autonomie.",
    price: 'Environ 500 000–2 000 000 ₫ en magasin (à titre indicatif)',
    how_to_get:
      "Vendue dans les boutiques des opérateurs mobiles et les magasins d'électronique de tout le Viêt Nam. Cette plateforme n'en vend pas et n'en tire aucun revenu.",
  },
  de: {
    name: 'GPS-Uhr oder -Tracker',
    description:
      'Eine Uhr oder ein kleiner Anhänger, der seinen Standort mit einer Handy-App teilt. Hilfreich für kleine Kinder und ältere Angehörige mit Gedächtnisverlust. Wählen Sie ein Gerät, das mit einer vietnamesischen SIM funktioniert, eine SOS-Taste hat und einen ganzen Tag mit einer Ladung hält.',
    price: 'Etwa 500.000–2.000.000 ₫ im Laden (Richtwert)',
    how_to_get:
      'Erhältlich in den Läden der Mobilfunkanbieter und in Elektronikgeschäften in ganz Vietnam. Diese Plattform verkauft keine und verdient nichts daran.',
  },
  es: {
    name: 'Reloj o localizador GPS',
    description:
      'Un reloj o una pequeña etiqueta que comparte su posición con una aplicación del móvil. Útil para niños pequeños y familiares mayores con pérdida de memoria. Elija uno que funcione con una SIM vietnamita, tenga botón SOS y dure un día entero con una carga.',
    price: 'Unos 500.000–2.000.000 ₫ en tienda (orientativo)',
    how_to_get:
      'Se vende en las tiendas de las operadoras móviles y de electrónica de todo Vietnam. Esta plataforma no vende ninguno ni gana nada con ellos.',
  },
  ru: {
    name: 'GPS-часы или трекер',
    description:
      'Часы или небольшой брелок, которые передают своё местоположение в приложение на телефоне. Полезны для маленьких детей и пожилых родственников с ухудшением памяти. Выбирайте модель с поддержкой вьетнамской SIM-карты, кнопкой SOS и зарядом на целый день.',
    price: 'Около 500 000–2 000 000 ₫ в магазинах (ориентировочно)',
    how_to_get:
      'Продаются в салонах мобильных операторов и магазинах электроники по всему Вьетнаму. Эта платформа их не продаёт и ничего на них не зарабатывает.',
  },
  ar: {
    name: 'ساعة أو جهاز تتبع GPS',
    description:
      'ساعة أو قطعة صغيرة تشارك موقعها مع تطبيق على الهاتف. مفيدة للأطفال الصغار وللأقارب المسنين الذين يعانون ضعف الذاكرة. اختر جهازًا يعمل بشريحة فيتنامية وفيه زر استغاثة وتدوم بطاريته يومًا كاملًا.',
    price: 'نحو 500٬000–2٬000٬000 ₫ في المتاجر (للاسترشاد)',
    how_to_get:
      'تُباع في متاجر شركات الاتصالات ومتاجر الإلكترونيات في أنحاء فيتنام. هذه المنصة لا تبيعها ولا تربح منها شيئًا.',
  },
};

/** An ID bracelet with a guardian's phone number: engraved locally, never sold here. */
const ID_BRACELET: Texts = {
  en: {
    name: 'ID bracelet with a guardian’s number',
    description:
      'A soft bracelet engraved with a first name and a guardian’s phone number, so that whoever finds a lost child or a confused elderly person can call at once. Put no home address on it.',
    price: 'About 50,000–200,000 ₫ (for reference)',
    how_to_get:
      'Engraving shops and jewellers make them in a day; silicone ones with a writable tag are sold in stationery shops. This platform sells none.',
  },
  vi: {
    name: 'Vòng tay ghi số điện thoại người giám hộ',
    description:
      'Vòng tay mềm khắc tên và số điện thoại của người giám hộ, để ai gặp trẻ đi lạc hay người già lú lẫn có thể gọi ngay. Đừng ghi địa chỉ nhà lên vòng.',
    price: 'Khoảng 50.000–200.000 ₫ (giá tham khảo)',
    how_to_get:
      'Các tiệm khắc chữ và tiệm bạc làm trong một ngày; loại vòng silicon có thẻ ghi được bán ở nhà sách, cửa hàng văn phòng phẩm. Nền tảng này không bán.',
  },
  zh: {
    name: '写有监护人电话的身份手环',
    description: '刻有名字和监护人电话的柔软手环，让遇到走失儿童或迷路老人的人能立即打电话。不要在手环上写家庭住址。',
    price: '约 50,000–200,000 ₫（仅供参考）',
    how_to_get: '刻字店和银饰店一天即可做好；带可书写标签的硅胶手环在文具店有售。本平台不销售。',
  },
  ja: {
    name: '保護者の電話番号入り ID ブレスレット',
    description:
      '名前と保護者の電話番号を刻んだやわらかいブレスレット。迷子の子どもや道に迷った高齢者を見つけた人が、すぐに電話できます。自宅の住所は入れないでください。',
    price: '約 50,000～200,000 ₫（目安）',
    how_to_get:
      '刻印店や銀細工店で1日で作れます。書き込めるタグ付きのシリコン製は文房具店で売られています。このプラットフォームは販売していません。',
  },
  ko: {
    name: '보호자 번호가 적힌 ID 팔찌',
    description:
      '이름과 보호자 전화번호를 새긴 부드러운 팔찌로, 길 잃은 아이나 길을 잃은 어르신을 만난 사람이 바로 전화할 수 있습니다. 집 주소는 적지 마세요.',
    price: '약 50,000~200,000 ₫(참고용)',
    how_to_get:
      '각인 가게와 은방에서 하루면 만들어 줍니다. 글씨를 쓸 수 있는 태그가 달린 실리콘 팔찌는 문구점에서 팝니다. 이 플랫폼은 판매하지 않습니다.',
  },
  fr: {
    name: "Bracelet d'identité avec le numéro d'un proche",
    description:
      "Un bracelet souple gravé d'un prénom et du numéro d'un proche, pour que la personne qui trouve un enfant perdu ou une personne âgée désorientée puisse appeler aussitôt. N'y mettez pas l'adresse du domicile.",
    price: 'Environ 50 000–200 000 ₫ (à titre indicatif)',
    how_to_get:
      "Les graveurs et bijoutiers le font en une journée ; les modèles en silicone avec une étiquette à remplir se vendent en papeterie. Cette plateforme n'en vend pas.",
  },
  de: {
    name: 'Notfallarmband mit der Nummer einer Bezugsperson',
    description:
      'Ein weiches Armband mit Vornamen und Telefonnummer einer Bezugsperson, damit jeder, der ein verirrtes Kind oder einen verwirrten älteren Menschen findet, sofort anrufen kann. Keine Wohnadresse eintragen.',
    price: 'Etwa 50.000–200.000 ₫ (Richtwert)',
    how_to_get:
      'Graveure und Juweliere fertigen es an einem Tag; Silikonbänder mit beschreibbarem Anhänger gibt es im Schreibwarenladen. Diese Plattform verkauft keine.',
  },
  es: {
    name: 'Pulsera identificativa con el número de un tutor',
    description:
      'Una pulsera blanda grabada con un nombre y el teléfono de un tutor, para que quien encuentre a un niño perdido o a una persona mayor desorientada pueda llamar enseguida. No ponga la dirección de casa.',
    price: 'Unos 50.000–200.000 ₫ (orientativo)',
    how_to_get:
      'Los talleres de grabado y las joyerías la hacen en un día; las de silicona con etiqueta para escribir se venden en papelerías. Esta plataforma no vende ninguna.',
  },
  ru: {
    name: 'Браслет с номером телефона опекуна',
    description:
      'Мягкий браслет с гравировкой имени и телефона опекуна, чтобы тот, кто найдёт потерявшегося ребёнка или растерянного пожилого человека, мог сразу позвонить. Не указывайте домашний адрес.',
    price: 'Около 50 000–200 000 ₫ (ориентировочно)',
    how_to_get:
      'Граверные мастерские и ювелиры делают их за день; силиконовые с бирками для записи продаются в канцелярских магазинах. Эта платформа их не продаёт.',
  },
  ar: {
    name: 'سوار تعريف برقم أحد الأوصياء',
    description:
      'سوار ناعم محفور عليه اسم ورقم هاتف أحد الأوصياء، ليتمكن من يجد طفلًا تائهًا أو مسنًا مشوشًا من الاتصال فورًا. لا تكتب عنوان المنزل عليه.',
    price: 'نحو 50٬000–200٬000 ₫ (للاسترشاد)',
    how_to_get:
      'تصنعه محلات الحفر والصاغة في يوم واحد؛ وتُباع الأساور السيليكونية ذات البطاقة القابلة للكتابة في المكتبات. هذه المنصة لا تبيعه.',
  },
};

/** The listings, in their display order. */
export const SHOP_SEED: readonly ProductWrite[] = [
  {
    translations: SAFETY_CARD,
    is_free: true,
    availability: 'available',
    link_url: `/shop#${SAFETY_CARD_ANCHOR}`,
    is_published: true,
    sort_order: 10,
  },
  {
    translations: GPS_TRACKER,
    is_free: false,
    availability: 'available',
    link_url: null,
    is_published: true,
    sort_order: 20,
  },
  {
    translations: ID_BRACELET,
    is_free: false,
    availability: 'available',
    link_url: null,
    is_published: true,
    sort_order: 30,
  },
];

/** The shop's three listings, once per database (and never into a shop that already has products). */
export async function seedReunionShop(db: Db): Promise<string[]> {
  const settings = new SiteRepository(db);
  if ((await settings.getMany([SHOP_SEEDED])).has(SHOP_SEEDED)) return [];
  const repo = new ReunionShopRepository(db);
  const inserted: string[] = [];
  if ((await repo.count()) === 0) {
    for (const product of SHOP_SEED) {
      await repo.create(product);
      inserted.push(`shop: ${product.translations.en?.name ?? ''}`);
    }
  }
  await settings.setMany({ [SHOP_SEEDED]: new Date().toISOString() });
  return inserted;
}
