import type { ReunionSeedLanguage } from './types.js';

export const vi: ReunionSeedLanguage = {
  cases: {
    'hung-hoan-kiem': {
      clothing: 'Áo sơ mi xanh nhạt, quần tây xám, dép quai hậu nâu và mũ cối xanh.',
      distinguishing_features: 'Tóc bạc, đi chậm và hơi còng lưng, có vết sẹo nhỏ trên lông mày trái.',
      description:
        'Ông bị sa sút trí tuệ, ra khỏi nhà đi bộ buổi sáng quanh hồ Hoàn Kiếm và không trở về. Ông có thể không nhớ địa chỉ nhà.',
      reward: '10.000.000 ₫',
    },
    'lan-le-chan': {
      clothing: 'Áo sơ mi trắng đồng phục, váy xanh đen và ba lô màu hồng.',
      distinguishing_features: 'Tóc ngang vai, đeo kính gọng đen.',
      description: 'Em không về nhà sau giờ tan học. Bạn bè kể em từng nói muốn đi tìm việc ở thành phố khác.',
      reward: null,
    },
    'tuan-bai-chay': {
      clothing: 'Áo phao cam khoác ngoài áo phông sẫm màu.',
      distinguishing_features: 'Tóc ngắn, hình xăm mỏ neo trên cẳng tay phải.',
      description:
        'Anh làm trên tàu du lịch, được nhìn thấy lần cuối ở bến Bãi Cháy lúc hết ca, trước khi bão vào vịnh.',
      reward: '20.000.000 ₫',
    },
    'hoa-thanh-vinh': {
      clothing: 'Áo hoa nâu, quần đen và nón lá.',
      distinguishing_features: 'Dáng nhỏ, nghe kém cả hai tai, chống gậy khi đi.',
      description: 'Bà đi chợ gần nhà và không quay về. Bà nghe kém nên có thể không trả lời khi được gọi.',
      reward: null,
    },
    'bao-thuan-hoa': {
      clothing: 'Áo bóng đá đỏ, quần đùi đen và giày thể thao trắng.',
      distinguishing_features: 'Sún một răng cửa, có vết bớt ở gáy.',
      description: 'Bé bị lạc gia đình giữa đám đông trong một tối lễ hội gần cầu Trường Tiền.',
      reward: null,
    },
    'trang-hai-chau': {
      clothing: 'Áo khoác măng tô màu be, quần jean và túi đeo vai màu đen.',
      distinguishing_features: 'Tóc dài nhuộm nâu, có nốt ruồi trên má phải.',
      description: 'Sinh viên đại học, không còn nghe điện thoại sau khi rời phòng trọ vào buổi tối.',
      reward: null,
    },
    'lam-nha-trang': {
      clothing: 'Áo polo xanh lá, quần soóc kaki và dép tông.',
      distinguishing_features: 'Da rám nắng, đi khập khiễng chân trái do chấn thương cũ.',
      description: 'Ngư dân ra cảng bán cá từ sáng sớm và từ đó không ai gặp lại.',
      reward: null,
    },
    'linh-buon-ma-thuot': {
      clothing: 'Váy thổ cẩm đen đỏ truyền thống, áo cánh trắng.',
      distinguishing_features: 'Tóc đen dài thường buộc gọn, đeo vòng bạc ở cổ tay trái.',
      description:
        'Em đi làm một công việc được mời qua mạng ở tỉnh khác, một tuần sau gia đình mất liên lạc hoàn toàn.',
      reward: null,
    },
    'khanh-ben-thanh': {
      clothing: 'Áo phông vàng in hình khủng long, quần đùi xanh.',
      distinguishing_features: 'Tóc cắt rất ngắn, dán băng cá nhân ở đầu gối phải.',
      description: 'Bé buông tay mẹ giữa chợ đông người và không tìm lại được mẹ.',
      reward: null,
    },
    'ngan-ninh-kieu': {
      clothing: 'Áo bà ba tím và quần lụa đen.',
      distinguishing_features: 'Tóc bạc búi cao, rụng nhiều răng, nói nhỏ nhẹ.',
      description: 'Bà hay quên, được nhìn thấy lần cuối trên đường dạo ven sông gần chợ đêm vào buổi tối.',
      reward: null,
    },
    'phuc-long-xuyen': {
      clothing: 'Áo hoodie đen, quần jean và mũ lưỡi trai đỏ.',
      distinguishing_features: 'Dáng gầy, có sẹo ở cằm.',
      description: 'Em đạp xe rời nhà sau một trận cãi vã và không về.',
      reward: null,
    },
    'my-sa-pa': {
      clothing: 'Váy chàm của người Mông, tay áo thêu hoa văn.',
      distinguishing_features: 'Mặt tròn, tết hai bím tóc, nói tiếng Mông và một ít tiếng Việt.',
      description: 'Em xuống thị xã bán đồ thủ công và không trở về bản.',
      reward: '5.000.000 ₫',
    },
  },
  notes: {
    sighting: 'Đang cùng công an địa phương xác minh một tin báo có thể đã nhìn thấy.',
    tipChecked: 'Đang theo dõi một tin báo từ tình nguyện viên.',
    foundSafe: 'Đã tìm thấy an toàn và trở về với gia đình.',
    foundHospital: 'Đã tìm thấy tại bệnh viện, sức khỏe ổn định; gia đình đã được báo tin.',
    foundVolunteers: 'Tình nguyện viên đã tìm thấy sau vài giờ và đưa về với gia đình.',
  },
};
