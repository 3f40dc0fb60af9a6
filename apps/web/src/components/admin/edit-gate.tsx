import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'wouter';
import { isNotFound } from '../../lib/api-client';
import ui from './admin-ui.module.css';
import styles from './edit-gate.module.css';

/** A route id that can name a stored record: a positive whole number; null for anything else. */
export function parseRecordId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export interface EditGateTexts {
  notFoundTitle: string;
  /** A line under the title (which id was asked for). */
  notFoundText?: string;
  back: string;
  /** The load error's sentence, with the error's message. */
  loadError: (message: string) => string;
  retry: string;
  loading: string;
}

/**
 * What an admin edit page shows before its form, or null when the form can show: the page's header with
 *
 * - "not found" and a way back, for an id no record can have or one the server does not know;
 * - the load error and a retry (of every query that failed), when the record or something the form needs failed;
 * - "loading" until this visit's fetch of the record is done (the form edits what is stored now, not a cached
 *   copy) and the form's other needs (`needs`, loaded for a new record too) are there.
 *
 * `record` is ignored when creating.
 */
export function editGate({
  header,
  creating,
  validId,
  record,
  needs = [],
  backHref,
  texts,
}: {
  header: ReactNode;
  creating: boolean;
  validId: boolean;
  record: UseQueryResult<unknown>;
  needs?: UseQueryResult<unknown>[];
  backHref: string;
  texts: EditGateTexts;
}): ReactElement | null {
  if ((!creating && !validId) || (!creating && isNotFound(record.error))) {
    return (
      <div>
        {header}
        <div className={`${ui.panel} ${styles.notFound}`} role="alert">
          <h2 className={ui.panelTitle}>{texts.notFoundTitle}</h2>
          {texts.notFoundText && <p>{texts.notFoundText}</p>}
          <Link href={backHref} className="button button-primary">
            {texts.back}
          </Link>
        </div>
      </div>
    );
  }
  const queries = creating ? needs : [record, ...needs];
  const failed = queries.filter((query) => query.isError);
  if (failed.length > 0) {
    const error = failed[0]!.error;
    return (
      <div>
        {header}
        <div className={ui.errorBox} role="alert">
          <p className={styles.errorText}>{texts.loadError(error instanceof Error ? error.message : '')}</p>
          <button
            type="button"
            className={ui.smallButton}
            onClick={() => {
              for (const query of failed) void query.refetch();
            }}
          >
            {texts.retry}
          </button>
        </div>
      </div>
    );
  }
  const recordReady = creating || Boolean(record.data && record.isFetchedAfterMount);
  if (!recordReady || needs.some((query) => query.data === undefined)) {
    return (
      <div>
        {header}
        <p className={ui.empty} role="status">
          {texts.loading}
        </p>
      </div>
    );
  }
  return null;
}
