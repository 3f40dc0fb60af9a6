import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSpinner } from '../../components/page-spinner';
import { QueryScope } from '../../components/query-scope';
import { leaderboardQuery } from '../../api/volunteer-tasks';
import { formatDate } from '../../lib/format';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { useVolunteerSession } from '../../lib/volunteer-session';
import { LeaderboardList } from './components/leaderboard-list';
import { SignInPrompt } from './components/sign-in-prompt';
import styles from './components/volunteer.module.css';

const LIMIT = 20;

function Board({
  period,
  ownId,
  ownName,
  ownAvatar,
}: {
  period: LeaderboardPeriod;
  ownId: number;
  ownName: string;
  ownAvatar: string | null;
}) {
  const { t } = useTranslation('volunteer');
  const locale = localeOf(currentLanguage());
  const board = useQuery(leaderboardQuery({ period, limit: LIMIT }));
  if (board.isError)
    return (
      <p className={styles.error} role="alert">
        {t('tasks.loadFailed')}
      </p>
    );
  if (!board.data) return <PageSpinner />;
  return (
    <>
      {board.data.since && (
        <p className={styles.muted}>
          {t('leaderboard.since', { date: formatDate(board.data.since, locale, { timeZone: 'Asia/Ho_Chi_Minh' }) })}
        </p>
      )}
      <LeaderboardList
        entries={board.data.data}
        ownId={ownId}
        me={board.data.me}
        ownName={ownName}
        ownAvatar={ownAvatar}
        label={t(`leaderboard.${period}`)}
      />
    </>
  );
}

/** The week / all-time tabs (arrow keys move between them) and the chosen board. */
function Boards({ ownId, ownName, ownAvatar }: { ownId: number; ownName: string; ownAvatar: string | null }) {
  const { t } = useTranslation('volunteer');
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    // In right-to-left text the arrows point the other way along the row.
    const direction = document.documentElement.dir === 'rtl' ? -step : step;
    const next = (index + direction + LEADERBOARD_PERIODS.length) % LEADERBOARD_PERIODS.length;
    setPeriod(LEADERBOARD_PERIODS[next]!);
    tabs.current[next]?.focus();
  };
  return (
    <>
      <div role="tablist" className={styles.tabs} aria-label={t('leaderboard.periods')}>
        {LEADERBOARD_PERIODS.map((each, index) => (
          <button
            key={each}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${each}`}
            className={styles.chip}
            aria-selected={each === period}
            aria-controls={`${id}-panel`}
            tabIndex={each === period ? 0 : -1}
            onClick={() => setPeriod(each)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {t(`leaderboard.${each}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${period}`}>
        <Board period={period} ownId={ownId} ownName={ownName} ownAvatar={ownAvatar} />
      </div>
    </>
  );
}

function LeaderboardContent() {
  const { t } = useTranslation('volunteer');
  const { t: tp } = useTranslation('pages');
  usePageMeta({ title: tp('volunteerLeaderboard.title'), description: tp('volunteerLeaderboard.summary') });
  const session = useVolunteerSession();
  return (
    <>
      <PageIntro heading={tp('volunteerLeaderboard.heading')} summary={tp('volunteerLeaderboard.summary')} />
      <div className={`container ${styles.page}`}>
        {session.status === 'guest' ? (
          <SignInPrompt text={t('signIn.leaderboard')} />
        ) : session.status === 'checking' ? (
          <PageSpinner />
        ) : (
          <Boards
            ownId={session.volunteer.id}
            ownName={session.volunteer.name}
            ownAvatar={session.volunteer.avatar_url}
          />
        )}
      </div>
    </>
  );
}

/** /volunteer/leaderboard: this week's (since Monday) and all-time rankings, with the volunteer's own place. */
export default function LeaderboardPage() {
  return (
    <QueryScope>
      <LeaderboardContent />
    </QueryScope>
  );
}
