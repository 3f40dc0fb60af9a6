/**
 * The browser's offer to install the reunion app (`beforeinstallprompt`, Chromium browsers), kept from the
 * moment a reunion page starts, since the browser sends it once, early; and whether the app is installed.
 */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'unknown' | 'available' | 'installed' | 'unavailable';

let offer: InstallPromptEvent | null = null;
let installed = false;
let listening = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function standalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Starts listening for the offer and the installation; once per page load. */
export function watchInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the install button instead of the browser's own mini-bar.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    offer = null;
    changed();
  });
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function installState(): InstallState {
  if (installed || standalone()) return 'installed';
  return offer ? 'available' : 'unavailable';
}

/** The server cannot know: the page says how to install until the browser tells. */
export function serverInstallState(): InstallState {
  return 'unknown';
}

/** Shows the browser's install prompt; answers whether the visitor accepted. The offer is used once. */
export async function promptInstall(): Promise<boolean> {
  const event = offer;
  if (!event) return false;
  offer = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  changed();
  return outcome === 'accepted';
}

/** iPhone and iPad (iPadOS says it is a Mac, with touch): installed from Safari's Share menu. */
export function isAppleMobile(userAgent: string, touchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
}
