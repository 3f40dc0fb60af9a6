import type { SeedStoryTexts } from './types.js';

const SAMPLE_NOTE =
  '<p><em>Câu chuyện mẫu: con người, địa điểm và sự việc đều là hư cấu. Câu chuyện minh hoạ cách một cuộc đoàn tụ diễn ra trên nền tảng này.</em></p>';
const ALERT_NOTE =
  '<p><strong>Cảnh báo mẫu, hư cấu.</strong> Đây không phải là người mất tích có thật; tin này minh hoạ một thông báo khẩn cấp.</p>';

export const vi: SeedStoryTexts = {
  'sample-grandmother-lan-home-after-nine-days': {
    title: 'Bà Lan đã về nhà sau chín ngày',
    excerpt:
      'Bà Lan, 78 tuổi, sống chung với chứng sa sút trí tuệ, đã đi ra khỏi nhà ở Hà Nội vào một buổi sáng. Chín ngày sau, một tài xế xe buýt ở Bắc Ninh nhận ra bà nhờ trang hồ sơ được chia sẻ.',
    body: `${SAMPLE_NOTE}
<p>Bà Nguyễn Thị Lan rời căn hộ của con gái ở Thanh Xuân từ sáng sớm thứ Ba, mặc áo len nâu và đi dép trong nhà. Bà sống chung với chứng sa sút trí tuệ đã bốn năm và thường nhắc về ngôi làng nơi bà lớn lên.</p>
<h2>Cuộc tìm kiếm</h2>
<p>Ngay sáng hôm đó, gia đình đã báo công an phường và mở hồ sơ trên nền tảng với một bức ảnh gần đây cùng mô tả quần áo của bà. Bốn mươi sáu tình nguyện viên đã chia sẻ trang hồ sơ trong các nhóm khu phố và tìm ở các bến xe dọc những con đường bà từng đi về quê.</p>
<h2>Ngày đoàn tụ</h2>
<p>Đến ngày thứ chín, một tài xế xe buýt ở Bắc Ninh thấy một cụ bà hỏi đường về một ngôi làng nay đã đổi tên. Anh nhớ ra bức ảnh trên trang hồ sơ, mua cho bà một bữa ăn và gọi công an địa phương, rồi công an liên lạc với gia đình.</p>
<p>Bà Lan mệt và gầy đi nhưng không bị thương. Giờ đây gia đình luôn khâu vào áo len của bà một tấm thẻ ghi tên bà và số điện thoại của gia đình.</p>`,
    family_quote:
      'Chúng tôi đã nghĩ sẽ không bao giờ gặp lại mẹ. Một người lạ đọc được bài chia sẻ đã đưa mẹ về với chúng tôi.',
    family_member: 'Con gái bà, chị Hương',
    how_found: 'Một tài xế xe buýt nhận ra bà nhờ trang hồ sơ được chia sẻ và gọi công an địa phương.',
  },
  'sample-khoi-found-at-hoi-an-market': {
    title: 'Bé Khôi, 9 tuổi, được tìm thấy ở chợ Hội An',
    excerpt:
      'Sau một trận cãi nhau ở nhà, cậu bé Khôi chín tuổi đạp xe rời Đà Nẵng. Hai ngày sau, một cô bán trái cây ở chợ Hội An nhận ra chiếc xe đạp màu đỏ của em.',
    body: `${SAMPLE_NOTE}
<p>Trần Minh Khôi đạp chiếc xe đạp đỏ đi vào một chiều thứ Bảy sau khi cãi nhau với bố mẹ về chuyện bài tập. Đến tối, bố mẹ em đã tìm khắp cả phường.</p>
<p>Ngay trong đêm, gia đình báo công an và đăng hồ sơ với ảnh của Khôi và ảnh chiếc xe đạp. Mười tám tình nguyện viên dọc con đường ven biển tới Hội An đã chia sẻ trang hồ sơ và hỏi thăm ở các cây xăng, các khu chợ.</p>
<p>Sáng thứ Hai, một cô bán trái cây thấy một cậu bé ngủ cạnh chiếc xe đạp đỏ sau sạp hàng. Cô cho em ăn sáng, trò chuyện giữ em lại và gọi công an. Chưa đầy một giờ sau bố mẹ em đã tới.</p>`,
    family_quote: 'Bức ảnh chiếc xe đạp đã tạo nên khác biệt. Người ta nhớ chiếc xe trước khi để ý đến cậu bé.',
    family_member: 'Bố của em, anh Minh',
    how_found: 'Một người bán hàng ở chợ nhận ra chiếc xe đạp trong ảnh hồ sơ và gọi công an.',
  },
  'sample-brothers-reunited-after-23-years': {
    title: 'Hai anh em gặp lại nhau sau 23 năm',
    excerpt:
      'Hùng lên tám tuổi khi lạc gia đình ở một bến phà tại Cần Thơ. Một tình nguyện viên đã đối chiếu những ký ức tuổi thơ của anh với một hồ sơ cũ.',
    body: `${SAMPLE_NOTE}
<p>Năm 2003, Lê Văn Hùng khi ấy tám tuổi bị lạc gia đình giữa dòng người ở một bến phà tại Cần Thơ. Anh được một gia đình ở miền Bắc cưu mang và lớn lên ở Hà Nội, chỉ còn giữ những mảnh ký ức: một ngôi chùa bên sông, con chó tên Vàng, người anh trai đã dạy anh bơi.</p>
<p>Người anh trai chưa bao giờ thôi tìm kiếm. Năm ngoái, anh đăng hồ sơ với vài tấm ảnh gia đình còn giữ được và tất cả những gì mọi người nhớ về ngày hôm ấy.</p>
<p>Một tình nguyện viên tuần nào cũng đọc lại các hồ sơ cũ nhận thấy một tin nhắn Hùng đăng trên diễn đàn nhiều năm trước nhắc đến đúng ngôi chùa và con chó ấy. Chị kết nối hai người qua đội ngũ của nền tảng, và hai anh em đã đối chiếu ký ức trước khi gặp mặt.</p>
<p>Tháng Tám, họ gặp nhau cùng với mẹ, tại chính bến phà nơi họ đã lạc nhau.</p>`,
    family_quote: 'Em vẫn bơi đúng như cách tôi đã dạy. Tôi nhận ra em trước cả khi em nói một lời.',
    family_member: 'Anh trai, anh Tâm',
    how_found: 'Một tình nguyện viên đối chiếu ký ức tuổi thơ anh đăng nhiều năm trước với thông tin trong hồ sơ.',
  },
  'sample-thu-ha-back-from-the-city': {
    title: 'Thu Hà đã trở về từ thành phố',
    excerpt:
      'Thu Hà, 16 tuổi, rời Nghệ An vì một lời mời làm việc hoá ra là giả. Bốn mươi mốt ngày sau, em đã gọi vào số điện thoại trên chính trang hồ sơ của mình.',
    body: `${SAMPLE_NOTE}
<p>Phạm Thu Hà nói với bạn bè rằng em đã tìm được việc ở một quán cà phê tại Thành phố Hồ Chí Minh. Lời mời đến từ một tài khoản mạng xã hội đã biến mất đúng ngày em đi.</p>
<p>Gia đình báo em mất tích và đăng hồ sơ, 27 tình nguyện viên ở miền Nam đã chia sẻ. Gia đình cũng gọi Tổng đài quốc gia bảo vệ trẻ em 111 để được tư vấn và được kết nối với cơ quan chức năng.</p>
<p>Sau sáu tuần làm việc nhiều giờ liền không được trả lương, Thu Hà nhìn thấy ảnh của chính mình trong một bài chia sẻ. Em mượn điện thoại và gọi vào số của công an ghi trên trang. Em đã về nhà và trở lại trường học.</p>`,
    family_quote:
      'Con nhìn thấy mặt mình trên điện thoại của người lạ và biết gia đình đang tìm con. Điều đó cho con thêm can đảm.',
    family_member: 'Mẹ của em, chị Lý',
    how_found: 'Em thấy hồ sơ của mình được chia sẻ trên mạng và gọi vào số công an ghi trên trang.',
  },
  'sample-fisherman-tu-safe-after-the-storm': {
    title: 'Ngư dân Tư bình an sau cơn bão',
    excerpt:
      'Khi bão đổ bộ vào bờ biển Quảng Ngãi, thuyền của ông Tư mất liên lạc. Ông đã được đưa vào một bệnh viện ở Quy Nhơn mà không có giấy tờ.',
    body: `${SAMPLE_NOTE}
<p>Ông Đặng Văn Tư, 52 tuổi, ra khơi hai ngày trước khi bão đổ bộ. Khi bộ đàm im bặt, gia đình đã lo điều tồi tệ nhất.</p>
<p>Một tàu cá đã vớt được ông và đưa vào bệnh viện ở Quy Nhơn, nơi ông nằm bất tỉnh, không có giấy tờ tuỳ thân. Một nữ điều dưỡng là tình nguyện viên của nền tảng đã so sánh khuôn mặt ông với các hồ sơ đang mở ở vùng ven biển.</p>
<p>Sáng hôm sau, vợ và con trai ông đã đi 170 km tới bệnh viện.</p>`,
    family_quote: 'Cô điều dưỡng không bắt buộc phải tìm. Cô đã tìm, và nhờ vậy chồng tôi được về nhà.',
    family_member: 'Vợ ông, bà Mai',
    how_found: 'Một điều dưỡng là tình nguyện viên của nền tảng đã so sánh ông với các hồ sơ đang mở ở vùng ven biển.',
  },
  'the-map-works-offline': {
    title: 'Bản đồ nay dùng được cả khi không có mạng',
    excerpt:
      'Bản đồ đoàn tụ vẽ Việt Nam từ dữ liệu ranh giới đi kèm trang web, nên các điểm đánh dấu và các quần đảo vẫn hiện khi không kết nối được máy chủ bản đồ.',
    body: `<p>Nhiều cuộc tìm kiếm diễn ra ở nơi sóng yếu: trên xe buýt, ở nông thôn, sau một cơn bão. Bản đồ trên trang đoàn tụ không còn phụ thuộc vào máy chủ ô bản đồ để hữu ích.</p>
<h2>Điều gì đã thay đổi</h2>
<ul>
<li>Nền bản đồ được vẽ từ dữ liệu ranh giới đi kèm trang web: các tỉnh, đường bờ biển, và hai quần đảo Hoàng Sa, Trường Sa được ghi rõ là của Việt Nam.</li>
<li>Các ô bản đồ đường phố từ một máy chủ có thể cấu hình chỉ được phủ lên khi truy cập được, kèm dòng ghi công.</li>
<li>Thư viện bản đồ chỉ tải khi bản đồ cuộn vào tầm nhìn, nên trang mở nhanh trên điện thoại.</li>
</ul>
<p>Điểm đánh dấu có màu theo trạng thái, gom cụm khi dày đặc, và hiện chi tiết khi rê chuột hoặc dùng bàn phím.</p>`,
  },
  'how-cases-are-moderated': {
    title: 'Hồ sơ được kiểm tra thế nào trước khi công khai',
    excerpt:
      'Một hồ sơ trên bản đồ là thông tin của một con người thật. Ai được đăng hồ sơ, điều gì được công khai và điều gì không bao giờ hiển thị.',
    body: `<p>Mọi hồ sơ đều do đội ngũ của nền tảng tạo hoặc duyệt trước khi công khai. Hiện nay đội ngũ nhập hồ sơ trong khu vực quản trị; các báo cáo do gia đình gửi sẽ được giữ lại để kiểm tra theo cùng cách trước khi trở thành hồ sơ.</p>
<h2>Công chúng nhìn thấy gì</h2>
<ul>
<li>Họ tên, tuổi hoặc năm sinh, ảnh, trạng thái và ngày mất tích.</li>
<li>Nơi được nhìn thấy lần cuối ở mức tỉnh và xã, với tâm của xã trên bản đồ, không bao giờ là số nhà.</li>
<li>Trang phục, đặc điểm nhận dạng và phần mô tả viết cho công chúng.</li>
</ul>
<h2>Điều không bao giờ hiển thị</h2>
<p>Tên, số điện thoại và email của người báo tin. Chỉ đội ngũ nhìn thấy để liên lạc với gia đình khi có tin tức.</p>`,
  },
  'every-case-has-its-own-page': {
    title: 'Mỗi hồ sơ có một trang riêng',
    excerpt:
      'Trang hồ sơ tập hợp những gì đã biết về một người, lịch sử trạng thái, và một đường liên kết có thể chia sẻ ở bất cứ đâu.',
    body: `<p>Nút "Xem chi tiết" trên bản đồ hoặc trên thẻ sẽ mở trang hồ sơ của người đó. Trang có địa chỉ cố định tạo từ mã hồ sơ, ví dụ <strong>VN-2026-00012</strong>, nên đường liên kết chia sẻ hôm nay vẫn dùng được vào năm sau.</p>
<p>Trang hiển thị lịch sử trạng thái: khi hồ sơ được mở, khi có manh mối được xác minh và khi người đó được tìm thấy, kèm một ghi chú ngắn.</p>
<p>Nút "Chia sẻ" mở hộp thoại với đường liên kết, một đoạn văn gợi ý và các nút cho những ứng dụng nhắn tin quen thuộc, trong đó có Zalo.</p>`,
  },
  'sample-alert-boy-missing-near-hoan-kiem-lake': {
    title: 'Cảnh báo mẫu: bé trai 7 tuổi mất tích gần hồ Hoàn Kiếm',
    excerpt: 'Mẫu hư cấu. Một bé trai bảy tuổi mặc áo phông vàng được nhìn thấy lần cuối gần cầu Thê Húc lúc 17 giờ.',
    body: `${ALERT_NOTE}
<p><strong>Nhìn thấy lần cuối:</strong> gần cầu Thê Húc, Hoàn Kiếm, Hà Nội, khoảng 17 giờ.</p>
<p><strong>Đặc điểm:</strong> bé trai, 7 tuổi, cao khoảng 1,20 m, tóc đen ngắn, áo phông vàng, quần soóc xanh, dép quai hậu trắng.</p>
<p>Nếu nhìn thấy em, hãy ở bên em, giữ em bình tĩnh và gọi <strong>113</strong>. Đừng đăng ảnh em kèm vị trí hiện tại.</p>`,
  },
  'sample-alert-elder-missing-after-flooding-in-hue': {
    title: 'Cảnh báo mẫu: cụ ông mất tích sau lũ ở Huế',
    excerpt: 'Mẫu hư cấu. Một cụ ông 81 tuổi bị suy giảm trí nhớ đã rời điểm sơ tán trong đêm.',
    body: `${ALERT_NOTE}
<p><strong>Nhìn thấy lần cuối:</strong> điểm sơ tán tại một trường học ở Huế, khoảng 2 giờ sáng.</p>
<p><strong>Đặc điểm:</strong> nam, 81 tuổi, dáng gầy, tóc bạc, áo mưa xám, chống gậy. Cụ bị suy giảm trí nhớ và có thể tìm đường về căn nhà bị ngập.</p>
<p>Nếu nhìn thấy cụ, hãy cho cụ đồ ấm, ở bên cụ và gọi <strong>113</strong>.</p>`,
  },
  'what-makes-a-useful-sighting-report': {
    title: 'Thế nào là một tin báo có ích',
    excerpt:
      'Khi nghĩ rằng mình đã thấy một người mất tích, bốn chi tiết giúp ích hơn cả: ở đâu, khi nào, đi hướng nào và đi cùng ai.',
    body: `<p>Một tin báo có ích khi có thể kiểm chứng. Trước khi viết, hãy ghi lại:</p>
<ol>
<li><strong>Ở đâu</strong>: tên đường, cửa hàng hoặc địa danh, không chỉ tên quận.</li>
<li><strong>Khi nào</strong>: thời điểm, càng chính xác càng tốt.</li>
<li><strong>Đi hướng nào</strong> và đi bằng gì: đi bộ, xe buýt, xe máy.</li>
<li><strong>Đi cùng ai</strong>, và đang mặc gì.</li>
</ol>
<p>Nếu người đó đang gặp nguy hiểm, hãy gọi <strong>113</strong> trước. Đừng tự đi theo hay tìm cách giữ ai lại.</p>`,
  },
  'share-a-case-without-putting-anyone-at-risk': {
    title: 'Chia sẻ hồ sơ mà không đặt ai vào nguy hiểm',
    excerpt:
      'Chia sẻ giúp tìm thấy người. Chia sẻ sai chi tiết cũng có thể khiến gia đình bị lừa đảo. Vài thói quen giúp chia sẻ an toàn.',
    body: `<ul>
<li>Chia sẻ đường liên kết trang hồ sơ thay vì ảnh chụp màn hình: trang được cập nhật khi người đó được tìm thấy.</li>
<li>Không bao giờ thêm số điện thoại của gia đình vào bài đăng. Liên hệ trên trang hồ sơ đi qua công an hoặc nền tảng.</li>
<li>Cảnh giác với bất kỳ ai đòi gia đình trả tiền để đổi lấy thông tin. Hãy báo công an.</li>
<li>Khi hồ sơ đã đóng, hãy xoá hoặc cập nhật bài đăng của bạn.</li>
</ul>`,
  },
  'ten-languages-vietnamese-first': {
    title: 'Mười ngôn ngữ, tiếng Việt trước tiên',
    excerpt:
      'Nền tảng được viết cho các gia đình ở Việt Nam và có thể đọc bằng chín ngôn ngữ khác, cho người thân ở nước ngoài và du khách.',
    body: `<p>Mọi trang của nền tảng đoàn tụ đều có bằng tiếng Việt, tiếng Anh, tiếng Trung, tiếng Nhật, tiếng Hàn, tiếng Pháp, tiếng Đức, tiếng Tây Ban Nha, tiếng Nga và tiếng Ả Rập, trong đó tiếng Ả Rập được trình bày từ phải sang trái.</p>
<p>Tiếng Việt là trên hết: hồ sơ, cẩm nang và tin tức được viết bằng tiếng Việt và tiếng Anh, và văn bản chưa được dịch sẽ hiện bằng tiếng Anh, rồi tiếng Việt.</p>`,
  },
  'sample-volunteer-meetup-in-da-nang': {
    title: 'Sự kiện mẫu: gặp mặt tình nguyện viên tại Đà Nẵng',
    excerpt: 'Mẫu hư cấu. Tình nguyện viên miền Trung gặp nhau để chia sẻ kinh nghiệm khi tìm kiếm trẻ mất tích.',
    body: `<p><em>Sự kiện mẫu: hư cấu, dùng để minh hoạ tin cộng đồng.</em></p>
<p>Tình nguyện viên từ Đà Nẵng, Quảng Nam và Huế gặp nhau vào một sáng Chủ nhật để cùng xem lại ba hồ sơ đã đóng: điều gì đã giúp ích, điều gì làm chậm cuộc tìm kiếm, và cách viết bài đăng để được chia sẻ mà không lan truyền tin đồn.</p>`,
  },
  'what-the-live-figures-count': {
    title: 'Các con số trên trang chính đếm những gì',
    excerpt:
      'Số liệu của nền tảng được đếm trực tiếp từ cơ sở dữ liệu, còn số liệu quốc gia luôn kèm nguồn. Không có con số nào bịa ra.',
    body: `<p>Trang chính của nền tảng đoàn tụ hiển thị hai loại con số.</p>
<h2>Số liệu của nền tảng</h2>
<p>Số hồ sơ, số hồ sơ đang xác minh và số người đã được tìm thấy được đếm từ các hồ sơ trong cơ sở dữ liệu mỗi khi trang được dựng. Hồ sơ mẫu cũng được đếm và được ghi rõ là mẫu.</p>
<h2>Số liệu quốc gia</h2>
<p>Các con số về người mất tích trên cả nước là nội dung do đội ngũ nhập, kèm dòng ghi nguồn để ai cũng có thể kiểm chứng.</p>`,
  },
  'why-the-map-shows-commune-centres': {
    title: 'Vì sao bản đồ chỉ hiện tâm xã, không hiện địa chỉ',
    excerpt:
      'Điểm đánh dấu trên bản đồ cho biết nơi một người được thấy lần cuối trong phạm vi khoảng một cây số. Đó là chủ ý.',
    body: `<p>Mọi vị trí được làm tròn đến hai chữ số thập phân, khoảng một cây số, và đặt ở tâm của xã. Vị trí chính xác do gia đình và công an nắm giữ.</p>
<p>Một địa chỉ chính xác trên bản đồ công khai có thể dẫn người xấu tới nhà một gia đình hoặc tới một người dễ bị tổn thương. Tên xã là đủ để người ở gần nhận ra khu vực và để ý giúp.</p>`,
  },
  'first-24-hours': {
    title: 'Cần làm gì trong 24 giờ đầu tiên',
    excerpt:
      'Những giờ đầu tiên là quan trọng nhất. Danh sách từng bước khi không tìm thấy người thân: tìm kiếm, báo tin, lan truyền, ghi chép.',
    body: `<p>Phần lớn người mất tích được tìm thấy trong ngày đầu tiên, thường ở gần nơi họ được nhìn thấy lần cuối. Những gì bạn làm trong các giờ này rất quan trọng. Bạn không cần chờ đủ 24 giờ mới báo công an.</p>
<h2>Trong giờ đầu tiên</h2>
<ol>
<li><strong>Tìm lại những nơi quen thuộc</strong>: trong nhà (tủ quần áo, sân thượng, nhà xe), nhà hàng xóm, đường tới trường hay ra chợ.</li>
<li><strong>Gọi cho tất cả những ai có thể biết</strong>: họ hàng, bạn bè, thầy cô, nơi làm việc. Nhờ họ gọi lại ngay nếu nghe được tin gì.</li>
<li><strong>Báo công an</strong>: gọi <strong>113</strong> nếu người mất tích là trẻ em, người già, người ốm hoặc đang gặp nguy hiểm, hoặc đến công an xã, phường. Với trẻ em, bạn cũng có thể gọi Tổng đài quốc gia bảo vệ trẻ em <strong>111</strong>.</li>
</ol>
<h2>Trong vài giờ đầu</h2>
<ul>
<li><strong>Tìm một bức ảnh gần đây, rõ mặt</strong>, và một bức toàn thân nếu có.</li>
<li><strong>Ghi lại trang phục</strong>, chiều cao, đặc điểm nhận dạng và thuốc men người đó cần dùng.</li>
<li><strong>Kiểm tra điện thoại và các tài khoản</strong> với sự hỗ trợ của công an: tin nhắn cuối, chia sẻ vị trí, người quen mới.</li>
<li><strong>Để một người ở nhà</strong> bên điện thoại, phòng khi người mất tích quay về hoặc gọi điện.</li>
</ul>
<h2>Lan truyền thông tin</h2>
<ul>
<li>Báo hồ sơ trên nền tảng này để tình nguyện viên trong khu vực nhìn thấy trên bản đồ.</li>
<li>Chia sẻ một thông điệp rõ ràng với ảnh, nơi và giờ được thấy lần cuối cùng số điện thoại của công an. Đừng đăng địa chỉ nhà.</li>
<li>Nhờ các cửa hàng, bến xe, bảo vệ gần nơi được thấy lần cuối xem lại camera: bản ghi thường bị xoá sau vài ngày.</li>
</ul>
<h2>Ghi chép lại</h2>
<p>Ghi lại mọi cuộc gọi, mọi tin báo và mọi cái tên, kèm thời gian. Đưa cho công an. Cảnh giác với bất kỳ ai đòi tiền để đổi lấy thông tin.</p>`,
  },
  'how-to-prepare-a-report': {
    title: 'Cách chuẩn bị một tin báo người mất tích',
    excerpt:
      'Một tin báo tốt đọc nhanh và dễ kiểm chứng. Những gì cần chuẩn bị trước khi đến công an hoặc báo hồ sơ tại đây.',
    body: `<p>Dù bạn đến đồn công an hay báo hồ sơ trên nền tảng này, những thông tin sau đều giúp ích. Hãy gom chúng vào một tờ giấy hoặc một ghi chú trên điện thoại.</p>
<h2>Về người mất tích</h2>
<ul>
<li>Họ tên đầy đủ, tên thường gọi, ngày sinh hoặc tuổi, giới tính.</li>
<li>Chiều cao, vóc dáng, tóc và đặc điểm nhận dạng: sẹo, bớt, kính, dáng đi.</li>
<li>Quần áo, giày dép đang mặc, túi xách, xe đạp hoặc xe máy (kèm biển số).</li>
<li>Sức khoẻ: bệnh tật, thuốc men, suy giảm trí nhớ, khuyết tật, ngôn ngữ sử dụng.</li>
<li>Hai hoặc ba bức ảnh gần đây: ảnh chính diện khuôn mặt và ảnh toàn thân.</li>
</ul>
<h2>Về sự việc</h2>
<ul>
<li>Được nhìn thấy lần cuối khi nào, ở đâu và bởi ai.</li>
<li>Những nơi người đó có thể đến: nhà cũ, bạn bè, họ hàng, nơi yêu thích.</li>
<li>Điều bất thường trước khi đi: cãi vã, bạn mới quen trên mạng, lời mời làm việc, nợ nần.</li>
</ul>
<h2>Về bạn</h2>
<p>Tên bạn, quan hệ với người mất tích và một số điện thoại luôn có người nghe. Trên nền tảng này, thông tin liên hệ của bạn chỉ đội ngũ nhìn thấy và không bao giờ được công khai.</p>
<h2>Sau đó</h2>
<p>Giữ lại số tiếp nhận tin báo. Báo cho công an và cập nhật hồ sơ khi có bất kỳ thay đổi nào, kể cả khi người đó đã được tìm thấy.</p>`,
  },
  'protecting-children-and-elders-with-dementia': {
    title: 'Bảo vệ trẻ em và người cao tuổi sa sút trí tuệ',
    excerpt:
      'Những thói quen đơn giản giúp trẻ nhỏ hay ông bà ít bị lạc hơn, và giúp tìm thấy nhanh hơn nếu chẳng may bị lạc.',
    body: `<p>Trẻ nhỏ và người cao tuổi sống chung với sa sút trí tuệ là những người dễ bị lạc nhất và khó tự nhờ giúp đỡ nhất. Chuẩn bị một chút sẽ thay đổi rất nhiều.</p>
<h2>Với trẻ em</h2>
<ul>
<li><strong>Dạy con thuộc lòng họ tên mình, tên bố mẹ và một số điện thoại</strong>, và luyện tập như một trò chơi.</li>
<li><strong>Hẹn trước một điểm gặp</strong> mỗi khi ra chợ, đi lễ hội hay ra biển: "nếu lạc nhau, con đứng ở cổng và nhờ một cô đang dắt con nhỏ hoặc người bán hàng giúp".</li>
<li><strong>Để một tấm thẻ trong cặp hoặc túi áo</strong> ghi số điện thoại của bố mẹ, không ghi địa chỉ nhà.</li>
<li><strong>Chụp một bức ảnh ngay trong ngày</strong> đi chơi, để biết chính xác con đang mặc gì.</li>
<li><strong>Nói chuyện về người lạ trên mạng</strong> với trẻ lớn: không ai được đòi con giữ bí mật hay hẹn gặp riêng. Lời mời làm việc ở xa nhà là thủ đoạn quen thuộc của kẻ buôn người.</li>
</ul>
<h2>Với người cao tuổi sa sút trí tuệ</h2>
<ul>
<li><strong>Khâu hoặc cài một nhãn</strong> ghi tên và số điện thoại gia đình vào bộ quần áo ông bà hay mặc nhất.</li>
<li><strong>Giữ một bức ảnh mới</strong> và danh sách những nơi ông bà hay nhắc tới: làng quê thời thơ ấu, nơi làm việc cũ. Người sa sút trí tuệ thường tìm đường "về nhà" ở một nơi từ rất lâu.</li>
<li><strong>Báo cho hàng xóm và các cửa hàng quanh nhà</strong>, để có người để ý khi ông bà đi một mình.</li>
<li><strong>Dùng khoá đơn giản hoặc chuông cửa</strong> vào ban đêm, và cân nhắc đồng hồ hoặc thiết bị định vị GPS, có sự đồng ý của ông bà.</li>
<li><strong>Giữ nếp sinh hoạt</strong>: đi dạo cùng giờ, có người đi cùng, giúp giảm nhu cầu đi lang thang.</li>
</ul>
<h2>Nếu chẳng may bị lạc</h2>
<p>Hành động ngay: tìm ở các con đường lân cận, gọi <strong>113</strong>, và làm theo cẩm nang "Cần làm gì trong 24 giờ đầu tiên". Người sa sút trí tuệ có thể không đáp lại khi được gọi và có thể lẩn tránh; hãy tìm trong vườn, ở trạm xe buýt và nơi thờ tự.</p>`,
  },
};
