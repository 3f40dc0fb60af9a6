import i18n from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { ReunionHeader } from '../../features/reunion-share/header/reunion-header';
import { useReunionApp } from '../../features/reunion-share/install/app-setup';
import { ReunionDialogsProvider } from '../../features/reunion-share/reunion-dialogs-provider';
import type { PageProps } from '../pages/registry';
import { reportDialogEntry } from './reunion-report-entry';
import { volunteerAuthEntry } from './volunteer-auth-entry';
import { PageMain } from './site-layout';

/** What the frame needs before its first render: its translations (the header's, the app's). */
export function prepare(): Promise<unknown> {
  return i18n.loadNamespaces('reunionShare');
}

/**
 * The frame of the reunion pages: their own header (the page's banner, before the main landmark), the share
 * and download-app dialogs around the page,
 * and the section as an installable web app (manifest, offline reading).
 */
export function ReunionFrame({ children }: { children: ReactNode }) {
  useReunionApp();
  return (
    <ReunionDialogsProvider report={reportDialogEntry} volunteer={volunteerAuthEntry}>
      <ReunionHeader />
      <PageMain>{children}</PageMain>
    </ReunionDialogsProvider>
  );
}

/** A reunion page inside its frame. */
export function framed(Page: ComponentType<PageProps>): ComponentType<PageProps> {
  return function FramedPage(props: PageProps) {
    return (
      <ReunionFrame>
        <Page {...props} />
      </ReunionFrame>
    );
  };
}
