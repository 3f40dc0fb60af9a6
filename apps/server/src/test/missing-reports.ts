import type { FastifyInstance } from 'fastify';

/** Today's date in Vietnam, where reports come from (the schemas refuse a later date). */
export const todayVn = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Places of the reports the tests send (ids of @site/vn-places). */
export const PLACES = {
  /** Today's Ho Chi Minh City and its Bến Thành ward. */
  current: { province: '12', commune: '7948', communeName: 'Phường Bến Thành' },
  /** Ha Noi today, for a commune that is not in Ho Chi Minh City. */
  otherProvince: '11',
  /** Before the reform: Ho Chi Minh City → Quận 1 → Phường Bến Thành (today Phường Bến Thành). */
  old: { province: '12', district: '268', ward: '393484' },
  /** Before the reform: Tỉnh Bình Dương → Huyện Bàu Bàng → Xã Cây Trường 2 (today in Ho Chi Minh City). */
  merged: { province: '23', district: '2071', ward: '133143', currentProvince: '12', currentCommune: '14092' },
  /** Phường Cống Vị (Ba Đình, Hà Nội) was split between two of today's wards. */
  split: { province: '11', district: '267', ward: '917771', communes: ['14347', '14603'] },
};

/** A complete, valid report (today's units); `over` replaces or adds fields. */
export function report(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    missing_person_name: 'Nguyễn Văn An',
    age: 8,
    gender_id: 'male',
    missing_date: '2025-09-14',
    missing_time: '17:30',
    last_seen_location: 'Chợ Bến Thành, cổng phía nam',
    address_period: 'current',
    last_seen_province_id: PLACES.current.province,
    last_seen_ward_id: PLACES.current.commune,
    risk_level_id: 'high',
    reporter_name: 'Trần Thị Bình',
    reporter_phone: '0912 345 678',
    reporter_email: 'binh.tran@example.com',
    reporter_relationship_id: 'parent',
    circumstances: 'Cháu đi chợ cùng mẹ và bị lạc.',
    additional_info: { 'Chiều cao': '1m20' },
    language: 'vi',
    ...over,
  };
}

/** A valid report whose place is told with the units before the reform. */
export function oldReport(over: Record<string, unknown> = {}): Record<string, unknown> {
  return report({
    missing_date: '2019-03-02',
    address_period: 'before_reform',
    last_seen_province_id: PLACES.old.province,
    last_seen_district_id: PLACES.old.district,
    last_seen_ward_id: PLACES.old.ward,
    ...over,
  });
}

let nextIp = 1;
/** A fresh client address, so that a test is never held back by another's rate limit. */
export const freshIp = () => `10.77.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

/** Sends a report from a fresh address (or `ip`). */
export function submit(app: FastifyInstance, body: unknown, ip = freshIp()) {
  return app.inject({ method: 'POST', url: '/api/missing-person/reports', payload: body as object, remoteAddress: ip });
}
