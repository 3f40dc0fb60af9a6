import type { AdminMediaItem, ProcessingStatus } from '@site/contracts';

/** Processing states that will still change on their own: the page polls while any item is in one. */
export function isUnsettled(status: ProcessingStatus): boolean {
  return status === 'pending' || status === 'processing';
}

/** True while any of the items still waits for or runs its processing. */
export function anyUnsettled(items: readonly Pick<AdminMediaItem, 'processing_status'>[] | undefined): boolean {
  return (items ?? []).some((item) => isUnsettled(item.processing_status));
}

/** How often unsettled items are asked for again. */
export const MEDIA_POLL_MS = 2000;
