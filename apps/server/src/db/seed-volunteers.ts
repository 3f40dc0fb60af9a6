import {
  BADGES,
  levelOf,
  TASK_POINTS,
  weekStartOf,
  type BadgeId,
  type LedgerReason,
  type NotificationKind,
  type TaskDifficulty,
  type TaskKind,
  type TaskMode,
  type TaskType,
} from '@site/contracts';
import { PROVINCES } from '@site/vn-places';
import crypto from 'node:crypto';
import { badgeStates, type BadgeCounts } from '../modules/volunteers/badges.js';
import { appendToLedger } from '../modules/volunteers/ledger.js';
import {
  missionReached,
  weeklyMissionKey,
  weeklyMissions,
  type ApprovedByType,
} from '../modules/volunteers/missions.js';
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
/** The kinds of task a seeded history is made of (what the platform itself makes from the demo cases). */
const TASK_SPECS = {
  share: { kind: 'share_case', type: 'social_media', mode: 'online', difficulty: 'easy' },
  verify: { kind: 'verify_report', type: 'verification', mode: 'online', difficulty: 'medium' },
  translate: { kind: 'translate_case', type: 'translation', mode: 'online', difficulty: 'medium' },
  search: { kind: 'search_area', type: 'field_search', mode: 'offline', difficulty: 'hard' },
} as const satisfies Record<string, { kind: TaskKind; type: TaskType; mode: TaskMode; difficulty: TaskDifficulty }>;
type SpecKey = keyof typeof TASK_SPECS;
type TaskSpec = (typeof TASK_SPECS)[SpecKey];

interface SeedVolunteer {
  name: string;
  email: string;
  /** Today's province, by its short name in @site/vn-places. */
  province: string;
  /** Points its approved tasks add up to (roughly: the last task may pass it); badges and missions come on top. */
  target: number;
  /** How often each kind of task comes up in its history (weights). */
  mix?: Partial<Record<SpecKey, number>>;
  /** The share of its submissions that were returned once before they were approved. */
  returns?: number;
  firstResponder?: boolean;
}

/** Most volunteers share and verify more than they search. */
const DEFAULT_MIX: Readonly<Record<SpecKey, number>> = { share: 4, verify: 3, translate: 2, search: 1 };

const VOLUNTEERS: readonly SeedVolunteer[] = [
  {
    name: 'Nguyễn Thị Lan',
    email: 'lan.nguyen@example.com',
    province: 'Hồ Chí Minh',
    target: 3400,
    mix: { verify: 6, search: 2, share: 2, translate: 1 },
    returns: 0.02,
    firstResponder: true,
  },
  {
    name: 'Trần Quốc Bảo',
    email: 'bao.tran@example.com',
    province: 'Đà Nẵng',
    target: 2100,
    mix: { share: 6, verify: 2, search: 1, translate: 1 },
    returns: 0.02,
    firstResponder: true,
  },
  {
    name: 'Lê Hoàng Yến',
    email: 'yen.le@example.com',
    province: 'Cần Thơ',
    target: 1650,
    returns: 0.08,
  },
  { name: 'Phạm Đức Thắng', email: 'thang.pham@example.com', province: 'Nghệ An', target: 1200 },
  { name: 'Võ Thị Mai', email: 'mai.vo@example.com', province: 'Huế', target: 980 },
  { name: 'Minh An (demo)', email: DEMO_VOLUNTEER_EMAIL, province: 'Hà Nội', target: 820 },
  { name: 'Đặng Văn Hùng', email: 'hung.dang@example.com', province: 'Hải Phòng', target: 640 },
  { name: 'Bùi Ngọc Ánh', email: 'anh.bui@example.com', province: 'Khánh Hòa', target: 450 },
  { name: 'Hoàng Minh Tuấn', email: 'tuan.hoang@example.com', province: 'Lâm Đồng', target: 310 },
  { name: 'Huỳnh Thanh Trúc', email: 'truc.huynh@example.com', province: 'An Giang', target: 220 },
  { name: 'Phan Gia Huy', email: 'huy.phan@example.com', province: 'Quảng Ninh', target: 120 },
  { name: 'Đỗ Thu Hà', email: 'ha.do@example.com', province: 'Thanh Hóa', target: 60 },
  { name: 'Ngô Bảo Châu Anh', email: 'chauanh.ngo@example.com', province: 'Đắk Lắk', target: 25 },
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
  /** The approved task a `task_approved` award pays for, and when it was returned once before, if it was. */
  task?: TaskSpec & { returnedAt: Date | null };
  badge?: BadgeId;
  mission?: string;
  /** What the volunteer was told, as the review of a task tells it (`task_id` is added for the award's task). */
  notices: { kind: NotificationKind; params: Record<string, unknown> }[];
}

/** A weighted pick from a mix. */
function pick(mix: Readonly<Partial<Record<SpecKey, number>>>, random: () => number): SpecKey {
  const entries = Object.entries(mix) as [SpecKey, number][];
  let left = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [key, weight] of entries) {
    left -= weight;
    if (left < 0) return key;
  }
  return entries[0]![0];
}

/**
 * A volunteer's history: the welcome points when they joined (up to eight weeks ago), then approved tasks spread
 * over the weeks since (recent days more often, so the weekly board is not empty). The badges and weekly missions
 * are then earned the way a review earns them: each approval in turn counts towards the badges' criteria and the
 * week's missions, and the bonus (with its notification) comes with the approval that reached one.
 */
function historyOf(volunteer: SeedVolunteer, index: number, now: Date): Award[] {
  const random = generator(index + 17);
  const joinedDaysAgo = 20 + Math.floor(random() * 36);
  const joined = new Date(now.getTime() - joinedDaysAgo * DAY);
  const tasks: { at: Date; spec: TaskSpec; returned: boolean }[] = [];
  for (let total = 10; total < volunteer.target;) {
    const spec = TASK_SPECS[pick(volunteer.mix ?? DEFAULT_MIX, random)];
    // Recent days more often than old ones; the last hour counts as this week whatever the weekday.
    const daysAgo = Math.min(joinedDaysAgo - 1, Math.floor(random() ** 1.6 * joinedDaysAgo));
    const at = new Date(now.getTime() - daysAgo * DAY - Math.floor(random() * 50) * 60_000 - 60_000);
    tasks.push({ at, spec, returned: random() < (volunteer.returns ?? 0.04) });
    total += TASK_POINTS[spec.difficulty];
  }
  tasks.sort((a, b) => a.at.getTime() - b.at.getTime());

  const awards: Award[] = [{ at: joined, amount: 10, reason: 'welcome', notices: [] }];
  const counts: BadgeCounts & { weeks: string[] } = {
    verification: 0,
    social_media: 0,
    field_search: 0,
    approved: 0,
    reviewed: 0,
    weeks: [],
    urgent_in_golden: 0,
  };
  const earned = new Set<BadgeId>();
  const paid = new Set<string>();
  const weekly = new Map<string, ApprovedByType>();
  let lifetime = 10;
  for (const { at, spec, returned } of tasks) {
    const levelBefore = levelOf(lifetime).level;
    const points = TASK_POINTS[spec.difficulty];
    const returnedAt = returned ? new Date(at.getTime() - DAY / 2) : null;
    const award: Award = {
      at,
      amount: points,
      reason: 'task_approved',
      task: { ...spec, returnedAt },
      notices: [{ kind: 'task_approved', params: { kind: spec.kind, points } }],
    };
    awards.push(award);
    lifetime += points;
    counts.approved += 1;
    counts.reviewed += returned ? 2 : 1;
    if (spec.type === 'verification' || spec.type === 'social_media' || spec.type === 'field_search') {
      counts[spec.type] += 1;
    }
    const weekStart = weekStartOf(at);
    counts.weeks.push(weekStart);
    const week = weekly.get(weekStart) ?? {};
    week[spec.type] = (week[spec.type] ?? 0) + 1;
    weekly.set(weekStart, week);

    for (const badge of badgeStates(counts)) {
      if (!badge.earned || earned.has(badge.id)) continue;
      earned.add(badge.id);
      const bonus = BADGES[badge.id].bonus;
      awards.push({
        at,
        amount: bonus,
        reason: 'badge_bonus',
        badge: badge.id,
        notices: [{ kind: 'badge_earned', params: { badge: badge.id, bonus } }],
      });
      lifetime += bonus;
    }
    for (const mission of weeklyMissions(weekStart)) {
      const key = weeklyMissionKey(mission.id, weekStart);
      if (paid.has(key) || !missionReached(mission, week)) continue;
      paid.add(key);
      awards.push({
        at,
        amount: mission.bonus,
        reason: 'mission_bonus',
        mission: key,
        notices: [{ kind: 'mission_completed', params: { mission: mission.id, bonus: mission.bonus } }],
      });
      lifetime += mission.bonus;
    }
    const after = levelOf(lifetime);
    if (after.level !== levelBefore)
      award.notices.push({ kind: 'level_up', params: { level: after.level, key: after.key } });
  }
  return awards;
}

/** Notifications older than this are read; the newer ones wait in the header's unread count. */
const UNREAD_WITHIN_MS = 2 * DAY;

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
        const task = award.task;
        let taskId: number | null = null;
        if (task) {
          const caseId = cases.length > 0 ? cases[nextCase++ % cases.length]!.id : null;
          const reviewed = award.at.toISOString();
          const submitted = new Date(award.at.getTime() - 3 * 3_600_000).toISOString();
          const { returnedAt, ...spec } = task;
          const claimed = new Date((returnedAt ?? award.at).getTime() - 5 * 3_600_000);
          taskId = await insertId(
            trx,
            trx.insertInto('volunteer_tasks').values({
              ...spec,
              title: null,
              description: null,
              case_id: caseId,
              report_id: null,
              province_id: provinceId,
              language: spec.kind === 'translate_case' ? 'en' : null,
              points: award.amount,
              status: 'approved',
              holder_id: id,
              claimed_at: claimed.toISOString(),
              submitted_at: submitted,
              submission_note: 'Demo task.',
              hours: spec.mode === 'offline' ? 3 : 1,
              reviewed_by: 'system',
              reviewed_at: reviewed,
              created_by: 'system',
              source_key: null,
              created_at: new Date(claimed.getTime() - DAY).toISOString(),
              updated_at: reviewed,
            }),
          );
          if (returnedAt) {
            await tell(trx, id, 'task_returned', { task_id: taskId, kind: spec.kind }, returnedAt, now);
          }
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
        for (const notice of award.notices) {
          const params = taskId !== null ? { task_id: taskId, ...notice.params } : notice.params;
          await tell(trx, id, notice.kind, params, award.at, now);
        }
      }
      inserted.push(`volunteer:${volunteer.email}`);
    }
    return inserted;
  });
}

/** One notification as the review wrote it; read unless it is recent. */
async function tell(
  db: Db,
  volunteerId: number,
  kind: NotificationKind,
  params: Record<string, unknown>,
  at: Date,
  now: Date,
): Promise<void> {
  const recent = now.getTime() - at.getTime() < UNREAD_WITHIN_MS;
  await db
    .insertInto('volunteer_notifications')
    .values({
      volunteer_id: volunteerId,
      kind,
      params: JSON.stringify(params),
      read_at: recent ? null : at.toISOString(),
      created_at: at.toISOString(),
    })
    .execute();
}
