import { BADGES, TASK_POINTS, weekStartOf, type BadgeId, type LedgerReason } from '@site/contracts';
import { PROVINCES } from '@site/vn-places';
import crypto from 'node:crypto';
import { appendToLedger } from '../modules/volunteers/ledger.js';
import { DEMO_VOLUNTEER_EMAIL } from '../modules/volunteers/volunteer-accounts.repository.js';
import type { Db } from './database.js';
import { insertId } from './dialect.js';

const DAY = 86_400_000;

/**
 * The demo volunteer network: fictional volunteers (names made up, addresses at example.com, which never
 * delivers mail) with eight weeks of points history, so that the leaderboards, levels and the public overview
 * have something to show. The demo volunteer, "Minh An (demo)", sits in the middle of the table; anyone may
 * sign in as them where the demo content is on. None of these accounts has a usable password.
 */
interface SeedVolunteer {
  name: string;
  email: string;
  /** Today's province, by its short name in @site/vn-places. */
  province: string;
  /** Lifetime points its history adds up to (roughly: the last award may pass it). */
  target: number;
  badges: BadgeId[];
  firstResponder?: boolean;
}

const VOLUNTEERS: readonly SeedVolunteer[] = [
  {
    name: 'Nguyễn Thị Lan',
    email: 'lan.nguyen@example.com',
    province: 'Hồ Chí Minh',
    target: 3400,
    badges: ['dedicated_informer', 'search_hero'],
    firstResponder: true,
  },
  {
    name: 'Trần Quốc Bảo',
    email: 'bao.tran@example.com',
    province: 'Đà Nẵng',
    target: 2100,
    badges: ['community_star'],
    firstResponder: true,
  },
  {
    name: 'Lê Hoàng Yến',
    email: 'yen.le@example.com',
    province: 'Cần Thơ',
    target: 1650,
    badges: ['consistency_champion'],
  },
  { name: 'Phạm Đức Thắng', email: 'thang.pham@example.com', province: 'Nghệ An', target: 1200, badges: [] },
  { name: 'Võ Thị Mai', email: 'mai.vo@example.com', province: 'Huế', target: 980, badges: [] },
  { name: 'Minh An (demo)', email: DEMO_VOLUNTEER_EMAIL, province: 'Hà Nội', target: 820, badges: [] },
  { name: 'Đặng Văn Hùng', email: 'hung.dang@example.com', province: 'Hải Phòng', target: 640, badges: [] },
  { name: 'Bùi Ngọc Ánh', email: 'anh.bui@example.com', province: 'Khánh Hòa', target: 450, badges: [] },
  { name: 'Hoàng Minh Tuấn', email: 'tuan.hoang@example.com', province: 'Lâm Đồng', target: 310, badges: [] },
  { name: 'Huỳnh Thanh Trúc', email: 'truc.huynh@example.com', province: 'An Giang', target: 220, badges: [] },
  { name: 'Phan Gia Huy', email: 'huy.phan@example.com', province: 'Quảng Ninh', target: 120, badges: [] },
  { name: 'Đỗ Thu Hà', email: 'ha.do@example.com', province: 'Thanh Hóa', target: 60, badges: [] },
  { name: 'Ngô Bảo Châu Anh', email: 'chauanh.ngo@example.com', province: 'Đắk Lắk', target: 25, badges: [] },
];

/** A small deterministic generator, so that every seeded site tells the same story. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Award {
  at: Date;
  amount: number;
  reason: LedgerReason;
  badge?: BadgeId;
  mission?: string;
}

/**
 * A volunteer's history: the welcome points when they joined (up to eight weeks ago), approved tasks spread
 * over the weeks since (some this week, so the weekly board is not empty), a badge's bonus and once a weekly
 * mission's bonus for the busiest.
 */
function historyOf(volunteer: SeedVolunteer, index: number, now: Date): Award[] {
  const random = generator(index + 17);
  const joinedDaysAgo = 20 + Math.floor(random() * 36);
  const awards: Award[] = [{ at: new Date(now.getTime() - joinedDaysAgo * DAY), amount: 10, reason: 'welcome' }];
  let total = 10;
  for (const badge of volunteer.badges) {
    const daysAgo = 3 + Math.floor(random() * (joinedDaysAgo - 4));
    awards.push({
      at: new Date(now.getTime() - daysAgo * DAY),
      amount: BADGES[badge].bonus,
      reason: 'badge_bonus',
      badge,
    });
    total += BADGES[badge].bonus;
  }
  if (volunteer.target >= 1000) {
    const at = new Date(now.getTime() - 9 * DAY);
    awards.push({ at, amount: 50, reason: 'mission_bonus', mission: `weekly_tasks@${weekStartOf(at)}` });
    total += 50;
  }
  const sizes = [TASK_POINTS.easy, TASK_POINTS.medium, TASK_POINTS.hard];
  while (total < volunteer.target) {
    const amount = sizes[Math.floor(random() * sizes.length)] ?? TASK_POINTS.easy;
    // Recent days more often than old ones; the last hour counts as this week whatever the weekday.
    const daysAgo = Math.min(joinedDaysAgo - 1, Math.floor(random() ** 1.6 * joinedDaysAgo));
    const at = new Date(now.getTime() - daysAgo * DAY - Math.floor(random() * 50) * 60_000 - 60_000);
    awards.push({ at, amount, reason: 'task_approved' });
    total += amount;
  }
  return awards.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The approved task behind a seeded `task_approved` entry, by its points: a share, a translation or a search. */
const SEED_TASK_BY_POINTS: Readonly<Record<number, { kind: string; type: string; mode: string; difficulty: string }>> =
  {
    [TASK_POINTS.easy]: { kind: 'share_case', type: 'social_media', mode: 'online', difficulty: 'easy' },
    [TASK_POINTS.medium]: { kind: 'translate_case', type: 'translation', mode: 'online', difficulty: 'medium' },
    [TASK_POINTS.hard]: { kind: 'search_area', type: 'field_search', mode: 'offline', difficulty: 'hard' },
  };

/**
 * Seeds the demo volunteers once (none is added again while the demo volunteer exists). Every `task_approved`
 * entry of a history is paid for a task that exists, approved, about one of the demo cases, so that a volunteer's
 * tasks, hours and people helped agree with their points.
 */
export async function seedVolunteers(db: Db, now: Date = new Date()): Promise<string[]> {
  const existing = await db
    .selectFrom('volunteers')
    .select('id')
    .where('email', '=', DEMO_VOLUNTEER_EMAIL)
    .executeTakeFirst();
  if (existing) return [];
  const provinceIds = new Map(PROVINCES.map((province) => [province.shortName, province.id]));
  const cases = await db.selectFrom('reunion_cases').select('id').orderBy('id').execute();
  let nextCase = 0;
  return db.transaction().execute(async (trx) => {
    const inserted: string[] = [];
    for (const [index, volunteer] of VOLUNTEERS.entries()) {
      const provinceId = provinceIds.get(volunteer.province);
      if (!provinceId) throw new Error(`No province named ${volunteer.province}`);
      const history = historyOf(volunteer, index, now);
      const joined = history[0]?.at ?? now;
      const id = await insertId(
        trx,
        trx.insertInto('volunteers').values({
          email: volunteer.email,
          name: volunteer.name,
          // Not a password hash at all: no password can sign in to a seeded account.
          password_hash: `!seed-${crypto.randomBytes(12).toString('hex')}`,
          avatar_media_id: null,
          province_id: provinceId,
          status: 'active',
          first_responder: volunteer.firstResponder ? 1 : 0,
          is_demo: 1,
          last_active_at: history.at(-1)?.at.toISOString() ?? null,
          created_at: joined.toISOString(),
          updated_at: joined.toISOString(),
          deleted_at: null,
        }),
      );
      for (const award of history) {
        const task = award.reason === 'task_approved' ? SEED_TASK_BY_POINTS[award.amount] : undefined;
        let taskId: number | null = null;
        if (task) {
          const caseId = cases.length > 0 ? cases[nextCase++ % cases.length]!.id : null;
          const reviewed = award.at.toISOString();
          const submitted = new Date(award.at.getTime() - 3 * 3_600_000).toISOString();
          taskId = await insertId(
            trx,
            trx.insertInto('volunteer_tasks').values({
              ...task,
              title: null,
              description: null,
              case_id: caseId,
              report_id: null,
              province_id: provinceId,
              language: task.kind === 'translate_case' ? 'en' : null,
              points: award.amount,
              status: 'approved',
              holder_id: id,
              claimed_at: new Date(award.at.getTime() - 5 * 3_600_000).toISOString(),
              submitted_at: submitted,
              submission_note: 'Demo task.',
              hours: task.mode === 'offline' ? 3 : 1,
              reviewed_by: 'system',
              reviewed_at: reviewed,
              created_by: 'system',
              source_key: null,
              created_at: new Date(award.at.getTime() - DAY).toISOString(),
              updated_at: reviewed,
            }),
          );
        }
        await appendToLedger(
          trx,
          {
            volunteerId: id,
            amount: award.amount,
            reason: award.reason,
            taskId,
            badge: award.badge ?? null,
            mission: award.mission ?? null,
          },
          award.at,
        );
        if (award.badge) {
          await trx
            .insertInto('volunteer_badges')
            .values({ volunteer_id: id, badge: award.badge, earned_at: award.at.toISOString() })
            .execute();
        }
      }
      inserted.push(`volunteer:${volunteer.email}`);
    }
    return inserted;
  });
}
