import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  ReunionDialogsContext,
  type ReportDialogEntry,
  type ReunionDialogs,
  type ShareRequest,
  type VolunteerAuthEntry,
  type VolunteerAuthMode,
} from '../../lib/reunion-dialogs';

// Each dialog's code (and the QR library) loads the first time it is asked for, never with the page.
const ShareDialog = lazy(() => import('./share-dialog').then((module) => ({ default: module.ShareDialog })));
const DownloadAppDialog = lazy(() =>
  import('./download-app-dialog').then((module) => ({ default: module.DownloadAppDialog })),
);

type Open =
  | { kind: 'share'; request: ShareRequest }
  | { kind: 'download' }
  | { kind: 'report' }
  | { kind: 'volunteer'; mode: VolunteerAuthMode }
  | null;

/**
 * Gives the reunion pages their share and download-app dialogs (lib/reunion-dialogs). One dialog at a time;
 * when it closes, the focus goes back to what opened it.
 */
export function ReunionDialogsProvider({
  children,
  report,
  volunteer,
}: {
  children: ReactNode;
  report?: ReportDialogEntry;
  /** The volunteer's sign-in dialog and inline form; without it no button opens them. */
  volunteer?: VolunteerAuthEntry;
}) {
  const [open, setOpen] = useState<Open>(null);
  const opener = useRef<HTMLElement | null>(null);
  const dialogs = useMemo<ReunionDialogs>(() => {
    const remember = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    };
    return {
      share: (request) => {
        remember();
        setOpen({ kind: 'share', request });
      },
      downloadApp: () => {
        remember();
        setOpen({ kind: 'download' });
      },
      reportMissing: () => {
        remember();
        setOpen({ kind: 'report' });
      },
      preloadReportMissing: () => report?.preload(),
      ...(volunteer && {
        volunteerAuth: (mode: VolunteerAuthMode) => {
          remember();
          setOpen({ kind: 'volunteer', mode });
        },
        preloadVolunteerAuth: volunteer.preload,
        VolunteerAuthForm: volunteer.Form,
      }),
    };
  }, [report, volunteer]);
  // A report queued offline is sent from any reunion page once online (nothing loads when none is queued).
  useEffect(() => report?.resumeQueued(), [report]);
  const close = () => {
    setOpen(null);
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  };

  return (
    <ReunionDialogsContext.Provider value={dialogs}>
      {children}
      <Suspense fallback={null}>
        {open?.kind === 'share' && <ShareDialog {...open.request} onClose={close} />}
        {open?.kind === 'download' && <DownloadAppDialog onClose={close} />}
        {open?.kind === 'report' && report && <report.Dialog onClose={close} />}
        {open?.kind === 'volunteer' && volunteer && <volunteer.Dialog mode={open.mode} onClose={close} />}
      </Suspense>
    </ReunionDialogsContext.Provider>
  );
}
