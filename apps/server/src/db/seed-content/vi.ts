import type { SeedContent } from './types.js';

/** Vietnamese demo content, translated from en.ts. */
export const vi: SeedContent = {
  counters: [
    { value: 7, decimals: 0, suffix: '+', label: 'Năm kinh nghiệm' },
    { value: 20, decimals: 0, suffix: '+', label: 'Dự án đã bàn giao' },
    { value: 99.9, decimals: 1, suffix: '%', label: 'Thời gian hoạt động ổn định (uptime)' },
  ],
  about: {
    heading: 'Xây dựng phần mềm mà doanh nghiệp có thể tin cậy',
    paragraphs: [
      'Tôi là lập trình viên full-stack đến từ Thành phố Hồ Chí Minh, với bảy năm kinh nghiệm xây dựng các nền tảng web cho lĩnh vực thanh toán, bán lẻ và sản xuất. Tôi yêu thích trọn vẹn cả hành trình: thấu hiểu bài toán kinh doanh, thiết kế mô hình dữ liệu, viết mã và giữ cho hệ thống luôn vận hành ổn định trên môi trường production.',
      'Công việc tôi yêu thích nhất nằm ở điểm giao giữa sản phẩm và kỹ thuật: biến một ý tưởng còn mơ hồ thành một hệ thống nhanh, bảo mật và dễ thay đổi. Tôi ưu tiên viết kiểm thử trước ở những phần quan trọng, đo lường trước khi tối ưu, và ghi lại các quyết định kỹ thuật để lập trình viên tiếp theo có thể bắt nhịp nhanh chóng.',
    ],
    highlights: [
      'Mã nguồn sạch, được kiểm thử kỹ',
      'Hiệu năng và khả năng mở rộng',
      'Giao tiếp rõ ràng',
      'Hướng dẫn đồng nghiệp và review code',
    ],
  },
  experience: [
    {
      company: 'Harbor Fintech',
      role: 'Kỹ sư phần mềm cấp cao',
      period: '2022 – nay',
      location: 'Thành phố Hồ Chí Minh',
      achievements: [
        'Dẫn dắt việc xây dựng lại cổng thanh toán, nâng thông lượng từ 300 lên 2.500 giao dịch mỗi giây.',
        'Giảm thời gian phản hồi API p99 từ 900 ms xuống 140 ms nhờ tối ưu truy vấn và bổ sung lớp cache Redis.',
        'Áp dụng kiểm thử hợp đồng (contract test) và pipeline CI, giúp giảm 60% sự cố trên môi trường production.',
        'Hướng dẫn sáu kỹ sư và chủ trì buổi review kiến trúc hằng tuần.',
      ],
    },
    {
      company: 'Lotus Retail Group',
      role: 'Lập trình viên Full-Stack',
      period: '2019 – 2022',
      location: 'Hà Nội',
      achievements: [
        'Xây dựng nền tảng thương mại điện tử đa cửa hàng phục vụ 400.000 khách hàng mỗi tháng.',
        'Thiết kế dịch vụ đồng bộ tồn kho giữa 120 cửa hàng và cửa hàng trực tuyến.',
        'Chuyển front-end sang thư viện component dùng chung cho bốn nhóm sản phẩm.',
        'Giảm 35% chi phí hosting bằng cách chuyển các tác vụ batch sang cụm worker xử lý theo hàng đợi.',
      ],
    },
    {
      company: 'Mekong Software',
      role: 'Lập trình viên Web',
      period: '2017 – 2019',
      location: 'Cần Thơ',
      achievements: [
        'Bàn giao mười hai website cho khách hàng cùng các công cụ nội bộ, đúng tiến độ và đúng ngân sách.',
        'Xây dựng module ERP lập kế hoạch sản xuất đang được ba nhà máy sử dụng.',
        'Tự động hóa quy trình triển khai, rút ngắn thời gian phát hành từ một ngày xuống còn mười lăm phút.',
        'Soạn bộ quy chuẩn viết mã của nhóm, đến nay vẫn được dùng để hướng dẫn thành viên mới.',
      ],
    },
  ],
  skills: {
    languages: ['TypeScript', 'JavaScript', 'PHP', 'Go', 'Python', 'SQL'],
    frameworks: ['React', 'Vue.js', 'Node.js', 'Laravel', 'Fastify', 'Next.js'],
    databases: ['PostgreSQL', 'MySQL', 'Redis', 'SQLite', 'MongoDB'],
    tools: ['Git', 'Docker', 'GitHub Actions', 'Playwright', 'Grafana'],
    cloud: ['AWS', 'Google Cloud', 'Kubernetes', 'Terraform', 'Cloudflare'],
  },
  certifications: [
    {
      name: 'AWS Certified Solutions Architect – Associate',
      issuer: 'Amazon Web Services',
      year: '2023',
      url: '',
    },
    { name: 'Certified Kubernetes Application Developer', issuer: 'The Linux Foundation', year: '2022', url: '' },
    { name: 'Professional Scrum Master I', issuer: 'Scrum.org', year: '2021', url: '' },
  ],
  testimonials: [
    {
      text: 'Minh đã xây dựng lại cổng thanh toán của chúng tôi mà không để hệ thống gián đoạn dù chỉ một phút. Anh ấy giải thích những đánh đổi phức tạp bằng ngôn ngữ dễ hiểu và luôn làm đúng những gì đã cam kết.',
      name: 'Sarah Tran',
      position: 'Giám đốc Công nghệ (CTO)',
      company: 'Harbor Fintech',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Cửa hàng trực tuyến của chúng tôi nhanh gấp đôi sau khi Minh tham gia dự án. Cả nhóm đã học hỏi được rất nhiều qua những buổi review code của anh ấy.',
      name: 'David Le',
      position: 'Trưởng bộ phận Thương mại điện tử',
      company: 'Lotus Retail Group',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Một lập trình viên đáng tin cậy và luôn đặt người dùng lên hàng đầu. Module lập kế hoạch do anh ấy xây dựng đến nay vẫn là trái tim trong hoạt động của các nhà máy chúng tôi.',
      name: 'Hoa Pham',
      position: 'Giám đốc Vận hành',
      company: 'Mekong Software',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Ước lượng rõ ràng, mã nguồn sạch và tài liệu xuất sắc. Chúng tôi sẵn sàng hợp tác lại với Minh cho bất kỳ dự án trọng yếu nào.',
      name: 'James Walker',
      position: 'Quản lý sản phẩm',
      company: '',
      rating: 4,
      avatar: '',
    },
  ],
  categories: {
    'web-app': 'Ứng dụng web',
    saas: 'SaaS',
    enterprise: 'Doanh nghiệp',
    fintech: 'Fintech',
    ecommerce: 'Thương mại điện tử',
    blockchain: 'Blockchain',
  },
  projects: {
    'harbor-pay': {
      title: 'Cổng thanh toán HarborPay',
      description:
        'Cổng thanh toán định tuyến các giao dịch thẻ và QR đến sáu ngân hàng, với API idempotent, bộ quy tắc chống gian lận và báo cáo đối soát theo thời gian thực.',
      metrics: [
        { label: 'Giao dịch mỗi ngày', value: '50.000+' },
        { label: 'Tỷ lệ thành công', value: '99,8%' },
      ],
    },
    'lotus-commerce': {
      title: 'Hệ thống bán hàng đa cửa hàng Lotus',
      description:
        'Nền tảng thương mại điện tử cho 120 cửa hàng thực tế và một cửa hàng trực tuyến, với kho hàng dùng chung, chương trình khuyến mãi và khung giờ giao hàng trong ngày.',
      metrics: [
        { label: 'Khách hàng mỗi tháng', value: '400 nghìn' },
        { label: 'Thời gian tải trang', value: '1,2 giây' },
      ],
    },
    'mekong-erp': {
      title: 'Hệ thống lập kế hoạch sản xuất Mekong',
      description:
        'Module ERP lập kế hoạch sản xuất cho ba nhà máy, cân bằng tải máy móc và cảnh báo tình trạng thiếu hụt nguyên vật liệu trước nhiều ngày.',
      metrics: [
        { label: 'Nhà máy', value: '3' },
        { label: 'Thời gian lập kế hoạch tiết kiệm được', value: '70%' },
      ],
    },
    'ledger-lite': {
      title: 'Phần mềm kế toán LedgerLite',
      description:
        'Dịch vụ kế toán theo gói thuê bao dành cho doanh nghiệp nhỏ: hóa đơn, chi phí và báo cáo thuế, hỗ trợ nhập sao kê ngân hàng.',
      metrics: [
        { label: 'Thuê bao', value: '2.300' },
        { label: 'Tỷ lệ rời bỏ hằng tháng', value: '1,9%' },
      ],
    },
    'saigon-eats': {
      title: 'Nền tảng đặt món Saigon Eats',
      description:
        'Ứng dụng web đặt món cho nhà hàng, với tính năng theo dõi đơn hàng trực tiếp, màn hình hiển thị cho bếp và chương trình khách hàng thân thiết.',
      metrics: [
        { label: 'Nhà hàng', value: '85' },
        { label: 'Đơn hàng mỗi ngày', value: '6.000' },
      ],
    },
    'clinic-cloud': {
      title: 'Hệ thống đặt lịch hẹn ClinicCloud',
      description:
        'Hệ thống đặt lịch SaaS dành cho phòng khám, với nhắc lịch hẹn qua tin nhắn SMS, lịch làm việc của bác sĩ và hồ sơ bệnh nhân được bảo mật.',
      metrics: [
        { label: 'Phòng khám', value: '140' },
        { label: 'Giảm tỷ lệ lỡ hẹn', value: '45%' },
      ],
    },
    'chain-trace': {
      title: 'Truy xuất chuỗi cung ứng ChainTrace',
      description:
        'Sổ cái blockchain theo dõi hạt cà phê từ nông trại đến tách, giúp người mua xác minh nguồn gốc và các khoản thanh toán thương mại công bằng chỉ bằng một mã QR.',
      metrics: [
        { label: 'Nông trại tham gia chuỗi', value: '320' },
        { label: 'Lô hàng đã truy xuất', value: '18 nghìn' },
      ],
    },
    'route-optimizer': {
      title: 'Tối ưu lộ trình đội xe',
      description:
        'Công cụ nội bộ lập lộ trình giao hàng cho 200 xe tải mỗi đêm, giúp giảm quãng đường di chuyển và chi phí nhiên liệu.',
      metrics: [
        { label: 'Xe tải', value: '200' },
        { label: 'Tiết kiệm nhiên liệu', value: '18%' },
      ],
    },
  },
};
