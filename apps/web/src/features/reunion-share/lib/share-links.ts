/** The services the share dialog opens in a popup, in the order they are shown. */
export const SHARE_SERVICES = ['facebook', 'x', 'linkedin', 'telegram', 'whatsapp', 'zalo'] as const;
export type ShareService = (typeof SHARE_SERVICES)[number];

/** A service's share page opens in a popup of this size (px), centred on the window. */
export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 400;

const q = encodeURIComponent;

/**
 * The share page of each service for a link and its suggested text. Facebook and LinkedIn take only the
 * link (they read the page's own title and description); the others carry the text too.
 */
export function shareUrl(service: ShareService, url: string, text: string): string {
  switch (service) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${q(url)}&text=${q(text)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${q(url)}&text=${q(text)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${q(joinText(text, url))}`;
    case 'zalo':
      // Zalo documents no share address, only its share button (sdk.js, with an Official Account id); the
      // button's own frame opens this address with the page in `href`. Not verifiable offline: see ADR 0020.
      return `https://sp.zalo.me/plugins/share?href=${q(url)}`;
  }
}

/** An e-mail with the title as its subject and the text and link as its body. */
export function mailtoUrl(title: string, url: string, text: string): string {
  return `mailto:?subject=${q(title)}&body=${q(joinText(text, url))}`;
}

/** A text message with the text and the link (the `?&body=` form is read by both Android and iOS). */
export function smsUrl(url: string, text: string): string {
  return `sms:?&body=${q(joinText(text, url))}`;
}

function joinText(text: string, url: string): string {
  const trimmed = text.trim();
  return trimmed ? `${trimmed} ${url}` : url;
}

/**
 * The window.open features of a share popup: 600×400, centred on the current window, clamped to the
 * screen's top-left when the window is smaller than the popup.
 */
export function popupFeatures(view: { screenX: number; screenY: number; outerWidth: number; outerHeight: number }) {
  const left = Math.max(0, Math.round(view.screenX + (view.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(view.screenY + (view.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},noopener,noreferrer`;
}
