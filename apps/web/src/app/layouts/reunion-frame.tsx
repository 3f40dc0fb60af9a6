import type { ComponentType, ReactNode } from 'react';
import { ReunionDialogsProvider } from '../../features/reunion-share/reunion-dialogs-provider';
import type { PageProps } from '../pages/registry';

/** The frame of the reunion pages: their share and download-app dialogs around the page. */
export function ReunionFrame({ children }: { children: ReactNode }) {
  return <ReunionDialogsProvider>{children}</ReunionDialogsProvider>;
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
