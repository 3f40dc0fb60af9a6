import { Icon } from '../../components/icon';
import type { ReportTemplateId } from './lib/templates';

/**
 * Each template's picture, drawn as a line icon: an emoji would depend on the phone having an emoji font (and
 * shows as an empty box where it has none).
 */
export function TemplateIcon({ id }: { id: ReportTemplateId }) {
  switch (id) {
    case 'parent_child':
      // A grown-up and a child.
      return (
        <Icon size={28}>
          <circle cx="8" cy="5" r="2.5" />
          <path d="M4 21v-7a4 4 0 0 1 8 0v7" />
          <circle cx="17" cy="10" r="2" />
          <path d="M14 21v-4a3 3 0 0 1 6 0v4" />
        </Icon>
      );
    case 'child_parent':
      // A person searching: a magnifying glass.
      return (
        <Icon size={28}>
          <circle cx="10" cy="10" r="6" />
          <path d="m21 21-6.5-6.5" />
          <circle cx="10" cy="8.5" r="1.5" />
          <path d="M7.5 13a2.5 2.5 0 0 1 5 0" />
        </Icon>
      );
    case 'veteran_friend':
      // A medal on its ribbon.
      return (
        <Icon size={28}>
          <path d="M8 2h8l-2 6h-4z" />
          <circle cx="12" cy="15" r="6" />
          <path d="m12 12 1 2h2l-1.6 1.3.6 2.2-2-1.3-2 1.3.6-2.2L9 14h2z" />
        </Icon>
      );
    case 'spouse_missing':
      // Two rings.
      return (
        <Icon size={28}>
          <circle cx="9" cy="14" r="5" />
          <circle cx="15" cy="14" r="5" />
          <path d="m7 5 2-2 2 2" />
        </Icon>
      );
    case 'elderly_missing':
      // An elderly person with a walking stick.
      return (
        <Icon size={28}>
          <circle cx="10" cy="4.5" r="2.5" />
          <path d="M10 8c-2 1-3 3-3 6l2 1v6" />
          <path d="M10 8l2 4 3 1" />
          <path d="M17 13v8" />
          <path d="M9 15l3 6" />
        </Icon>
      );
    case 'friend_missing':
      // Two people side by side.
      return (
        <Icon size={28}>
          <circle cx="8" cy="7" r="3" />
          <circle cx="16" cy="7" r="3" />
          <path d="M2 21v-2a5 5 0 0 1 10 0v2" />
          <path d="M12 21v-2a5 5 0 0 1 10 0v2" />
        </Icon>
      );
  }
}

/** The dictation button's microphone. */
export function MicIcon() {
  return (
    <Icon size={18}>
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0" />
      <path d="M12 18v4" />
    </Icon>
  );
}
