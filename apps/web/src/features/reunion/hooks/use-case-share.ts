import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteLink, useReunionDialogs } from '../../../lib/reunion-dialogs';
import { caseHref } from '../lib/case-view';

/** What a share of one case says: its number, the person's name and where they were last seen. */
export interface SharedCase {
  caseNumber: string;
  name: string;
  place: string;
}

/**
 * Opens the share dialog for a case with its page's absolute link and a suggested appeal; null where no
 * share dialog is offered (the share buttons are then left out).
 */
export function useCaseShare(): ((item: SharedCase) => void) | null {
  const { t } = useTranslation('reunion');
  const dialogs = useReunionDialogs();
  const share = useCallback(
    ({ caseNumber, name, place }: SharedCase) =>
      dialogs?.share({
        url: absoluteLink(caseHref(caseNumber)),
        title: t('share.caseTitle', { name }),
        text: t('share.caseText', { name, place, caseNumber }),
      }),
    [dialogs, t],
  );
  return dialogs ? share : null;
}
