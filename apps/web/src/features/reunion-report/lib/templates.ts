/**
 * The quick entry's templates. Their names and descriptions are translated (reunionReport `templates.<id>`);
 * their text stays Vietnamese, because the analysis reads Vietnamese, with bracketed placeholders for what
 * the family fills in.
 */
export const REPORT_TEMPLATE_IDS = [
  'parent_child',
  'child_parent',
  'veteran_friend',
  'spouse_missing',
  'elderly_missing',
  'friend_missing',
] as const;
export type ReportTemplateId = (typeof REPORT_TEMPLATE_IDS)[number];

export interface ReportTemplate {
  id: ReportTemplateId;
  text: string;
}

export const REPORT_TEMPLATES: readonly ReportTemplate[] = [
  {
    id: 'parent_child',
    text:
      'Tôi là [Họ tên người báo tin], là bố/mẹ của cháu [Họ tên con], [Số tuổi] tuổi. ' +
      'Cháu mất tích từ ngày [Ngày mất tích] tại [Nơi nhìn thấy lần cuối], [Tỉnh/Thành phố]. ' +
      'Khi đi cháu mặc [Quần áo]. Số điện thoại liên hệ: [Số điện thoại].',
  },
  {
    id: 'child_parent',
    text:
      'Tôi là [Họ tên người báo tin], con của ông/bà [Họ tên bố/mẹ], năm nay [Số tuổi] tuổi. ' +
      'Bố/mẹ tôi đi khỏi nhà từ ngày [Ngày mất tích], lần cuối được nhìn thấy tại [Nơi nhìn thấy lần cuối], ' +
      '[Tỉnh/Thành phố]. Đặc điểm nhận dạng: [Đặc điểm]. Số điện thoại liên hệ: [Số điện thoại].',
  },
  {
    id: 'veteran_friend',
    text:
      'Tôi là [Họ tên người báo tin], cựu chiến binh. Tôi tìm đồng đội [Họ tên đồng đội], quê ở [Quê quán], ' +
      'thất lạc từ năm [Năm thất lạc] tại [Nơi thất lạc], [Tỉnh/Thành phố]. ' +
      'Đơn vị cũ: [Đơn vị]. Số điện thoại liên hệ: [Số điện thoại].',
  },
  {
    id: 'spouse_missing',
    text:
      'Tôi là [Họ tên người báo tin]. Vợ/chồng tôi là [Họ tên vợ/chồng], [Số tuổi] tuổi, ' +
      'mất liên lạc từ ngày [Ngày mất tích] sau khi rời [Nơi nhìn thấy lần cuối], [Tỉnh/Thành phố]. ' +
      'Khi đi mặc [Quần áo], mang theo [Đồ mang theo]. Số điện thoại liên hệ: [Số điện thoại].',
  },
  {
    id: 'elderly_missing',
    text:
      'Tôi là [Họ tên người báo tin]. Ông/bà [Họ tên người cao tuổi], [Số tuổi] tuổi, có biểu hiện [Tình trạng sức khỏe], ' +
      'đi lạc từ ngày [Ngày mất tích] tại [Nơi nhìn thấy lần cuối], [Tỉnh/Thành phố]. ' +
      'Khi đi mặc [Quần áo]. Số điện thoại liên hệ: [Số điện thoại].',
  },
  {
    id: 'friend_missing',
    text:
      'Tôi là [Họ tên người báo tin], bạn của [Họ tên bạn], [Số tuổi] tuổi. ' +
      'Chúng tôi mất liên lạc từ ngày [Ngày mất tích], lần cuối bạn ấy ở [Nơi nhìn thấy lần cuối], [Tỉnh/Thành phố]. ' +
      'Số điện thoại liên hệ: [Số điện thoại].',
  },
];

export function templateById(id: string): ReportTemplate | undefined {
  return REPORT_TEMPLATES.find((template) => template.id === id);
}
