import { formatDateTime, relativeTime } from '../../lib/format';

/** A moment said relative to now ("3 hours ago"), with the full date and time on hover. */
export function TimeAgo({ value, locale, className }: { value: string; locale: string; className?: string }) {
  return (
    <time className={className} dateTime={value} title={formatDateTime(value, locale)}>
      {relativeTime(value, locale)}
    </time>
  );
}
