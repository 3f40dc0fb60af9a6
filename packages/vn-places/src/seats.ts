/** Where a current province's administration sits: the city of its seat and that city centre's position. */
export interface ProvinceSeat {
  /** The current province (`PROVINCES` id). */
  readonly provinceId: string;
  /** The city the seat is in, by its usual name (since the reform a city is no longer a unit of its own). */
  readonly seat: string;
  readonly lat: number;
  readonly lng: number;
}

/**
 * The administrative seat (provincial capital) of each of the 34 current provinces, for placing a province on the
 * map without boundary data. Entered by hand, not taken from the dataset (which has no coordinates): the centre of
 * the seat city, approximate to about 0.01° (roughly a kilometre), good for a marker or a map's centre, not for
 * finding a building. After a merger the seat is the one the 2025 reform chose, often the former capital of one
 * of the merged provinces (An Giang sits in Rạch Giá, Lào Cai in Yên Bái, Gia Lai in Quy Nhơn…).
 */
export const PROVINCE_SEATS: readonly ProvinceSeat[] = Object.freeze(
  [
    { provinceId: '11', seat: 'Hà Nội', lat: 21.028, lng: 105.854 },
    { provinceId: '12', seat: 'Thành phố Hồ Chí Minh', lat: 10.776, lng: 106.701 },
    { provinceId: '13', seat: 'Đà Nẵng', lat: 16.068, lng: 108.221 },
    { provinceId: '14', seat: 'Hải Phòng', lat: 20.861, lng: 106.683 },
    { provinceId: '15', seat: 'Cần Thơ', lat: 10.034, lng: 105.788 },
    { provinceId: '16', seat: 'Huế', lat: 16.464, lng: 107.591 },
    { provinceId: '17', seat: 'Rạch Giá', lat: 10.012, lng: 105.081 },
    { provinceId: '18', seat: 'Bắc Giang', lat: 21.273, lng: 106.195 },
    { provinceId: '19', seat: 'Cà Mau', lat: 9.177, lng: 105.152 },
    { provinceId: '20', seat: 'Cao Bằng', lat: 22.666, lng: 106.258 },
    { provinceId: '21', seat: 'Buôn Ma Thuột', lat: 12.667, lng: 108.038 },
    { provinceId: '22', seat: 'Điện Biên Phủ', lat: 21.386, lng: 103.023 },
    { provinceId: '23', seat: 'Biên Hòa', lat: 10.947, lng: 106.824 },
    { provinceId: '24', seat: 'Mỹ Tho', lat: 10.36, lng: 106.36 },
    { provinceId: '25', seat: 'Quy Nhơn', lat: 13.776, lng: 109.224 },
    { provinceId: '26', seat: 'Hà Tĩnh', lat: 18.343, lng: 105.906 },
    { provinceId: '27', seat: 'Hưng Yên', lat: 20.646, lng: 106.051 },
    { provinceId: '28', seat: 'Nha Trang', lat: 12.239, lng: 109.197 },
    { provinceId: '29', seat: 'Lai Châu', lat: 22.396, lng: 103.458 },
    { provinceId: '30', seat: 'Đà Lạt', lat: 11.94, lng: 108.458 },
    { provinceId: '31', seat: 'Lạng Sơn', lat: 21.854, lng: 106.762 },
    { provinceId: '32', seat: 'Yên Bái', lat: 21.723, lng: 104.911 },
    { provinceId: '33', seat: 'Vinh', lat: 18.68, lng: 105.681 },
    { provinceId: '34', seat: 'Ninh Bình', lat: 20.251, lng: 105.975 },
    { provinceId: '35', seat: 'Việt Trì', lat: 21.323, lng: 105.402 },
    { provinceId: '36', seat: 'Quảng Ngãi', lat: 15.121, lng: 108.804 },
    { provinceId: '37', seat: 'Hạ Long', lat: 20.952, lng: 107.08 },
    { provinceId: '38', seat: 'Đồng Hới', lat: 17.469, lng: 106.622 },
    { provinceId: '39', seat: 'Sơn La', lat: 21.326, lng: 103.919 },
    { provinceId: '40', seat: 'Tân An', lat: 10.536, lng: 106.414 },
    { provinceId: '41', seat: 'Thái Nguyên', lat: 21.593, lng: 105.844 },
    { provinceId: '42', seat: 'Thanh Hóa', lat: 19.807, lng: 105.785 },
    { provinceId: '43', seat: 'Tuyên Quang', lat: 21.823, lng: 105.214 },
    { provinceId: '44', seat: 'Vĩnh Long', lat: 10.254, lng: 105.972 },
  ].map((seat) => Object.freeze(seat)),
);

/** The seat of a current province; undefined for an unknown id. */
export function provinceSeat(provinceId: string): ProvinceSeat | undefined {
  return PROVINCE_SEATS.find((seat) => seat.provinceId === provinceId);
}
