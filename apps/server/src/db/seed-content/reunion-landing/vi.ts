import type { LandingSeedTexts } from './facts.js';

const ILLUSTRATIVE =
  'Số liệu minh họa từ bản mô tả nền tảng, chưa có nguồn: chủ trang sẽ thay bằng số liệu có trích dẫn.';

export const vi: LandingSeedTexts = {
  stats: {
    missing_people: { value: '5000+', label: 'người được báo mất tích', source: ILLUSTRATIVE },
    golden_time: {
      value: '24h',
      label: 'thời gian vàng để hành động',
      source: 'Khuyến nghị, không phải thống kê: hãy báo ngay, những giờ đầu sau khi mất tích là quan trọng nhất.',
    },
    unsolved: { value: '70%', label: 'số vụ việc chưa được giải quyết', source: ILLUSTRATIVE },
    awareness: { value: '45%', label: 'người dân biết cách báo tin', source: ILLUSTRATIVE },
  },
  sponsors: {
    civicRegistry: { description: 'Mẫu hư cấu: văn phòng hộ tịch giúp xác minh danh tính và giấy tờ.' },
    familySupport: { description: 'Mẫu hư cấu: cơ quan công hỗ trợ các gia đình trong lúc tìm kiếm.' },
    safetyCouncil: { description: 'Mẫu hư cấu: hội đồng chia sẻ cảnh báo an toàn tới các khu dân cư.' },
    lanternLabs: { description: 'Mẫu hư cấu: xưởng phần mềm đóng góp thời gian kỹ sư cho công cụ tìm kiếm.' },
    blueCloud: { description: 'Mẫu hư cấu: công ty lưu trữ giữ cho nền tảng luôn hoạt động.' },
    digitalMaps: { description: 'Mẫu hư cấu: nhóm bản đồ cải thiện tên địa danh và độ phủ.' },
    handsTogether: { description: 'Mẫu hư cấu: nhóm tình nguyện viên đi phát tờ tìm người.' },
    warmHome: { description: 'Mẫu hư cấu: tình nguyện viên đón tiếp và chăm sóc người được tìm thấy.' },
    bridgeOfHope: { description: 'Mẫu hư cấu: mạng lưới kết nối gia đình với chuyên viên tư vấn.' },
  },
  testimonials: {
    family: {
      role: 'Gia đình người mất tích',
      location: 'Hà Nội',
      content:
        'Khi em trai tôi mất tích, cả nhà không biết bắt đầu từ đâu. Một trang hồ sơ có ảnh và mã hồ sơ giúp họ hàng ở khắp nơi chia sẻ cùng một thông tin.',
    },
    volunteer: {
      role: 'Tình nguyện viên',
      location: 'TP.HCM',
      content:
        'Tối nào tôi cũng xem bản đồ các hồ sơ gần quận mình. Biết nơi được nhìn thấy lần cuối theo phường, xã giúp tôi dán tờ tìm người đúng chỗ.',
    },
    socialWorker: {
      role: 'Nhân viên công tác xã hội',
      location: 'Đà Nẵng',
      content:
        'Các gia đình tìm đến tôi trong tình trạng kiệt sức. Một trang rõ ràng cho thấy trạng thái và lịch sử hồ sơ giúp họ không phải kể lại câu chuyện nhiều lần.',
    },
    police: {
      role: 'Cán bộ công an',
      location: 'Hải Phòng',
      content:
        'Mã hồ sơ không bao giờ thay đổi giúp chúng tôi đối chiếu tin báo từ nhiều người. Thông tin liên hệ được giữ kín nên gia đình không bị làm phiền.',
    },
    mother: {
      role: 'Người mẹ đoàn tụ với con',
      location: 'Cần Thơ',
      content:
        'Một người đã nhận ra con gái tôi từ thẻ hồ sơ trên trang này và gọi vào số trong hồ sơ. Tôi sẽ không bao giờ quên buổi tối hôm ấy.',
    },
  },
  slogans: {
    noOneLeft: { title: 'Không bỏ lại ai', content: 'Mỗi người mất tích đều xứng đáng được tìm kiếm, dù mất bao lâu.' },
    stronger: {
      title: 'Cùng nhau mạnh hơn',
      content: 'Một lần chia sẻ, một tờ tìm người, một cuộc gọi: việc nhỏ góp thành đoàn tụ.',
    },
    brightHope: {
      title: 'Hy vọng sáng',
      content: 'Các gia đình vẫn hy vọng; chúng tôi giữ cho hồ sơ của họ luôn được nhìn thấy.',
    },
    endlessLove: {
      title: 'Yêu thương vô hạn',
      content: 'Tình thân không dừng lại ở biên giới, năm tháng hay sự im lặng.',
    },
    techForPeople: {
      title: 'Công nghệ vì con người',
      content: 'Bản đồ, tìm kiếm và cảnh báo được xây dựng để phục vụ các gia đình.',
    },
  },
};
