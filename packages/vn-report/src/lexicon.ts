import type { ReporterRelationship } from '@site/contracts';

// Word lists of the rules, folded (no diacritics, lower case).

/** Family names, the common ones first (Nguyễn, Trần, Lê… cover most of the population) then rarer ones. */
export const FAMILY_NAMES: ReadonlySet<string> = new Set(
  (
    'nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly truong dinh doan lam luong trinh ' +
    'mai cao ha dao la luu ta tong tang chau quach thai thach van khuc kieu mac phung phi ton tieu trieu ' +
    'vuong giang au khong lo luc nghiem nong quan thieu tu han hua lac kim diep chu cu dam banh bach ' +
    'cam chung dieu giap hau hong khuat kha khieu lieu ma mach mong ninh pho sung thao thang tra uong ' +
    'vy vi tao ung phu bien cung lai lang nham quy sam tuong ' +
    'cong'
  ).split(/\s+/),
);

/** Two-word family names, kept together ("Âu Dương", "Tôn Nữ", "Tôn Thất"). */
export const DOUBLE_FAMILY_NAMES: ReadonlySet<string> = new Set(['au duong', 'ton nu', 'ton that', 'nguyen phuc']);

/**
 * Words that come before a name without being part of it (titles, kinship words, pronouns, sentence starters):
 * a capitalised word from this list at the start of a run of capitalised words is not a name.
 */
export const NOT_NAME_START: ReadonlySet<string> = new Set(
  (
    'be chau em anh chi ong ba co chu bac con me bo cha ma mom ba toi minh tui ban cau di duong thim mo di ' +
    'vo chong nguoi ten ho ho ten tuoi ngay sang trua chieu toi dem luc khi nha gia dinh kinh gui chao cuu ' +
    'tim bao lien lh sdt so dien thoai email nam nu gioi tinh dac diem noi mat tich sinh que hang xom cuu ' +
    'chien binh dong doi ai moi xin cam on hai cac nhung mot ca da dang chua van con tu den tai o la va hoac ' +
    'nhung vi neu thi ma roi sau truoc tren duoi trong ngoai khong ko k dc duoc giup e a c ae mn nho ' +
    'thang hom qua nay kia luc khoang cao nang mac doi deo mang di lac bi co nghi cung ngoai noi'
  ).split(/\s+/),
);

/**
 * Kinship words: who the named person is to the other one. Read "<word> tôi" (the missing person is the
 * reporter's <word>) and "<word>: <name>" / "(<word>)" (the reporter is the missing person's <word>).
 * Longest first, so that "con trai" wins over "con".
 */
export const KIN_WORDS: readonly [string, ReporterRelationship, 'male' | 'female' | undefined][] = [
  ['ban chien dau', 'friend', undefined],
  ['ban cung phong', 'friend', undefined],
  ['ban than', 'friend', undefined],
  ['dong doi', 'friend', undefined],
  ['nguoi yeu', 'other', undefined],
  ['hang xom', 'neighbour', undefined],
  ['ong noi', 'grandparent', 'male'],
  ['ong ngoai', 'grandparent', 'male'],
  ['ba noi', 'grandparent', 'female'],
  ['ba ngoai', 'grandparent', 'female'],
  ['chau noi', 'grandchild', undefined],
  ['chau ngoai', 'grandchild', undefined],
  ['con trai', 'child', 'male'],
  ['con gai', 'child', 'female'],
  ['em trai', 'sibling', 'male'],
  ['em gai', 'sibling', 'female'],
  ['anh trai', 'sibling', 'male'],
  ['chi gai', 'sibling', 'female'],
  ['anh ho', 'relative', 'male'],
  ['chi ho', 'relative', 'female'],
  ['em ho', 'relative', undefined],
  ['bo ruot', 'parent', 'male'],
  ['me ruot', 'parent', 'female'],
  ['cha ruot', 'parent', 'male'],
  ['co ruot', 'relative', 'female'],
  ['chu ruot', 'relative', 'male'],
  ['bac ruot', 'relative', undefined],
  ['bo', 'parent', 'male'],
  ['cha', 'parent', 'male'],
  ['ba', 'parent', 'male'],
  ['me', 'parent', 'female'],
  ['ma', 'parent', 'female'],
  ['vo', 'spouse', 'female'],
  ['chong', 'spouse', 'male'],
  ['anh', 'sibling', 'male'],
  ['chi', 'sibling', 'female'],
  ['em', 'sibling', undefined],
  ['ong', 'grandparent', 'male'],
  ['ba', 'grandparent', 'female'],
  ['chau', 'relative', undefined],
  ['con', 'child', undefined],
  ['chu', 'relative', 'male'],
  ['cau', 'relative', 'male'],
  ['bac', 'relative', undefined],
  ['co', 'relative', 'female'],
  ['di', 'relative', 'female'],
  ['thim', 'relative', 'female'],
  ['mo', 'relative', 'female'],
  ['ban', 'friend', undefined],
];

/** The other side of a relation: the reporter of a missing parent is a child. */
export function inverse(relation: ReporterRelationship): ReporterRelationship {
  switch (relation) {
    case 'parent':
      return 'child';
    case 'child':
      return 'parent';
    case 'grandparent':
      return 'grandchild';
    case 'grandchild':
      return 'grandparent';
    default:
      return relation;
  }
}

/** Words a family uses for "I" / "we". */
export const FIRST_PERSON = '(?:toi|minh|tui|em|e|chung toi|gia dinh toi|nha toi)';

/** Place words that, right before capitalised words, make them a place and not a person. */
export const PLACE_WORDS: ReadonlySet<string> = new Set(
  (
    'phuong xa quan huyen tinh tp thanh pho thi xa thi tran tx tt q p h x duong pho ga ben xe cau chua ' +
    'cong vien benh vien truong sieu thi khu cong nghiep kcn bai bien san bay ktx ky tuc xa thon ap lang ' +
    'xom khu pho hem ngo kiet song nui deo dao vinh quan cafe nha hang nha tho den dinh mien tai o tu ve ra ' +
    'vao len xuong den tinh thanh lang que pho nhi dong dai hoc'
  ).split(/\s+/),
);

/** Middle names: a capitalised family-like word followed by one of these starts a name ("Mã Văn Tùng", "Hồ Thị Lan"). */
export const MIDDLE_NAMES: ReadonlySet<string> = new Set(
  (
    'van thi duc dinh minh quoc huu cong ngoc hoang gia xuan thanh kim sy tan quang anh bao trong khanh tuan ' +
    'nhu my thu thanh hai hong phuong nu that'
  ).split(/\s+/),
);
