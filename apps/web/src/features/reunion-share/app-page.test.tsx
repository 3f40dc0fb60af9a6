import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReunionAppPage from './app-page';
import { isAppleMobile, watchInstallPrompt } from './install/install-prompt';

// Without a loaded i18n instance, texts render as their keys: tests find controls and messages by key.

function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn().mockResolvedValue(undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => void window.dispatchEvent(event));
  return { event, prompt };
}

describe('the reunion app page', () => {
  afterEach(cleanup);

  it('renders on the server with both sets of install steps and no QR code (the origin is unknown there)', () => {
    const html = renderToString(<ReunionAppPage />);
    expect(html).toContain('data-steps="ios"');
    expect(html).toContain('data-steps="other"');
    expect(html).not.toContain('data-qr');
    expect(html).not.toContain('data-install');
  });

  it('draws the QR code of its own absolute address once in the browser', async () => {
    render(<ReunionAppPage />);
    expect((await screen.findByRole('img', { name: 'download.qrLabel' })).dataset.qr).toBe(
      `${window.location.origin}/reunion/app`,
    );
  });

  it('offers the browser’s install prompt when there is one, and says so when it is declined', async () => {
    watchInstallPrompt();
    render(<ReunionAppPage />);
    expect(document.querySelector('[data-install]')).toBeNull();
    const { event, prompt } = offerInstall('dismissed');
    expect(event.defaultPrevented).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'appPage.install.button' })));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.getByText('appPage.install.dismissed')).toBeTruthy();
    // The offer is used once: the steps come back until the browser offers again.
    expect(document.querySelector('[data-install]')).toBeNull();
  });

  it('says the app is installed once the browser installed it', async () => {
    watchInstallPrompt();
    render(<ReunionAppPage />);
    const { prompt } = offerInstall('accepted');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'appPage.install.button' })));
    expect(prompt).toHaveBeenCalled();
    expect(screen.getByText('appPage.install.installed')).toBeTruthy();
  });

  it('tells iPhones and iPads (which say they are Macs) from other devices', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile';
    expect(isAppleMobile(iphone, 5)).toBe(true);
    expect(isAppleMobile(ipad, 5)).toBe(true);
    expect(isAppleMobile(ipad, 0)).toBe(false);
    expect(isAppleMobile(android, 5)).toBe(false);
  });
});
