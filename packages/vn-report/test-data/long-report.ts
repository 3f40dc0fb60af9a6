// A long report (about 2,000 characters) for the timing benchmark and the test that a long text is handled:
// written for the tests, with invented names, phones and addresses.
export const LONG_REPORT =
  'Kính gửi ban quản trị và các cô chú anh chị tình nguyện viên. Tôi là Nguyễn Thị Hồng Nhung, sinh năm 1978, ' +
  'hiện ở phường Hoàng Mai, Hà Nội. Tôi viết thư này để nhờ mọi người giúp tìm con trai tôi là Trần Quốc Việt, ' +
  '16 tuổi, học sinh lớp 10 trường THPT Trương Định. Sáng ngày 14/11/2025, khoảng 6h30, cháu đạp xe đi học như ' +
  'mọi ngày nhưng không đến lớp. Cô giáo chủ nhiệm gọi điện cho tôi lúc 9 giờ sáng thì gia đình mới biết. ' +
  'Chúng tôi đã đi tìm khắp các quán net quanh khu vực đường Giải Phóng, bến xe Giáp Bát và công viên Yên Sở ' +
  'nhưng không thấy. Bạn thân của cháu là Lê Minh Đức và Phạm Tuấn Anh cho biết tối hôm trước cháu có nhắn tin ' +
  'nói muốn vào Sài Gòn tìm việc làm vì buồn chuyện học hành. Cháu cao khoảng 1m68, nặng 52kg, dáng gầy, tóc ' +
  'ngắn, có nốt ruồi nhỏ ở cằm bên trái và một vết sẹo nhỏ trên lông mày phải do ngã xe hồi nhỏ. Hôm đó cháu ' +
  'mặc áo đồng phục trắng có logo trường, quần âu xanh đen, đi giày thể thao màu trắng, khoác áo gió màu xanh ' +
  'navy. Cháu mang theo balo màu đen hiệu Adidas, trong có sách vở và một ít tiền tiết kiệm khoảng 2 triệu ' +
  'đồng, cùng điện thoại iPhone 11 màu đỏ nhưng điện thoại tắt máy từ trưa hôm đó. Cháu đi xe đạp thể thao ' +
  'màu xanh lá hiệu Giant. Tính cách cháu hiền lành, ít nói, thích chơi bóng đá và chơi game. Cháu không có ' +
  'bệnh gì nhưng hay bị hen suyễn khi trời lạnh, cần mang theo thuốc xịt. Gia đình đã báo công an phường và ' +
  'đăng tin trên mạng xã hội. Nếu ai nhìn thấy cháu ở bến xe Miền Đông, bến xe Nước Ngầm hoặc ga Sài Gòn, xin ' +
  'giữ cháu lại và gọi ngay cho tôi theo số 0912 345 678 hoặc cho bố cháu là Trần Văn Hải, số +84 987 654 321. ' +
  'Email của gia đình: nhung.nguyen78@gmail.com. Gia đình xin hậu tạ người báo tin chính xác. Chúng tôi rất ' +
  'lo lắng vì cháu chưa bao giờ đi xa nhà một mình, trời đang trở lạnh và cháu không mang theo áo ấm. Xin cảm ' +
  'ơn mọi người rất nhiều đã đọc và chia sẻ. Mọi thông tin xin gửi về số điện thoại trên bất kể ngày đêm. ' +
  'Hôm trước khi đi, cháu còn hỏi tôi đường vào thành phố Hồ Chí Minh bằng xe khách mất bao lâu. ' +
  'Xin chân thành cảm ơn.';
