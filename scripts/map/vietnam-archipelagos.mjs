// Vietnam's two archipelagos, Hoàng Sa (the Paracel Islands) and Trường Sa (the Spratly Islands), for the maps
// the build scripts draw: Natural Earth leaves the Paracels out and gives the Spratlys as a territory of their own,
// so both are drawn as Vietnam's from the positions of their main islands, entered by hand (about 0.01°).

/** Main islands of the two archipelagos, [longitude, latitude], and where each archipelago's label goes. */
export const ARCHIPELAGOS = {
  paracel: {
    label: [112.0, 16.9],
    islands: [
      [112.339, 16.834], // Phú Lâm
      [111.617, 16.533], // Hoàng Sa
      [111.2, 15.783], // Tri Tôn
      [112.733, 16.667], // Linh Côn
      [111.75, 16.45], // Quang Ảnh
      [112.267, 16.967], // Cây
      [111.55, 16.55], // Hữu Nhật
      [111.717, 16.45], // Duy Mộng
    ],
  },
  spratly: {
    label: [114.3, 10.1],
    islands: [
      [111.92, 8.645], // Trường Sa Lớn
      [114.333, 11.43], // Song Tử Tây
      [114.36, 10.18], // Nam Yết
      [114.33, 9.88], // Sinh Tồn
      [114.48, 10.375], // Sơn Ca
      [112.92, 7.87], // An Bang
      [113.3, 8.18], // Thuyền Chài
      [114.28, 10.22], // Ba Bình
      [115.82, 10.72], // Loại Ta
      [114.08, 11.07], // Thị Tứ
    ],
  },
};
