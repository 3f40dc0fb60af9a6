import { Icon } from './icons';
import ui from './admin-ui.module.css';

export interface ReorderActionsProps {
  /** The row's name, read after Edit and Delete. */
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Texts: "Move {name} up", "Move {name} down", "Edit", "Delete". */
  labels: { moveUp: string; moveDown: string; edit: string; delete: string };
  /** The class of the visible Edit and Delete words (hidden on narrow screens by the list's sheet). */
  textClassName?: string;
}

/** The actions of a row in an ordered list (categories): move up, move down, edit, delete. */
export function ReorderActions({
  name,
  canMoveUp,
  canMoveDown,
  onMove,
  onEdit,
  onDelete,
  labels,
  textClassName,
}: ReorderActionsProps) {
  return (
    <div className={ui.rowActions}>
      <button type="button" className={ui.smallButton} disabled={!canMoveUp} onClick={() => onMove(-1)}>
        <Icon name="arrowUp" size={16} />
        <span className="visually-hidden">{labels.moveUp}</span>
      </button>
      <button type="button" className={ui.smallButton} disabled={!canMoveDown} onClick={() => onMove(1)}>
        <Icon name="arrowDown" size={16} />
        <span className="visually-hidden">{labels.moveDown}</span>
      </button>
      <button type="button" className={ui.smallButton} onClick={onEdit}>
        <Icon name="edit" size={16} />
        <span className={textClassName}>{labels.edit}</span>
        <span className="visually-hidden"> {name}</span>
      </button>
      <button type="button" className={`${ui.smallButton} ${ui.dangerButton}`} onClick={onDelete}>
        <Icon name="trash" size={16} />
        <span className={textClassName}>{labels.delete}</span>
        <span className="visually-hidden"> {name}</span>
      </button>
    </div>
  );
}
