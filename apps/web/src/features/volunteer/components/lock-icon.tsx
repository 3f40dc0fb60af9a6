import { Icon } from '../../../components/icon';

/**
 * A padlock, drawn rather than an emoji (a phone without a colour emoji font shows an empty box): a badge not
 * earned yet, a task reserved to the first-responder team.
 */
export function LockIcon({ size = 20 }: { size?: number }) {
  return (
    <Icon size={size}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </Icon>
  );
}
