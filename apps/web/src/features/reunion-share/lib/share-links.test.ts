import { describe, expect, it } from 'vitest';
import { mailtoUrl, popupFeatures, SHARE_SERVICES, shareUrl, smsUrl } from './share-links';

const url = 'https://example.org/reunion/cases/MP-2024-001';
const hostile = 'Tìm & giúp "bé" #1? <script>alert(1)</script> a=b&c=d';

describe('share links', () => {
  it('builds one https share page per service, all on the service’s own host', () => {
    const hosts = SHARE_SERVICES.map((service) => new URL(shareUrl(service, url, 'Hi')).host);
    expect(hosts).toEqual(['www.facebook.com', 'x.com', 'www.linkedin.com', 't.me', 'wa.me', 'sp.zalo.me']);
    for (const service of SHARE_SERVICES) expect(shareUrl(service, url, 'Hi').startsWith('https://')).toBe(true);
  });

  it('carries the link intact and the text where the service takes it, encoded', () => {
    for (const service of SHARE_SERVICES) {
      const params = new URL(shareUrl(service, url, hostile)).searchParams;
      const carried = [...params.values()].join(' ');
      expect(carried).toContain(url);
      if (service === 'x' || service === 'telegram' || service === 'whatsapp') expect(carried).toContain(hostile);
    }
    // Zalo's share frame reads the page from `href`.
    expect(new URL(shareUrl('zalo', url, hostile)).searchParams.get('href')).toBe(url);
    // The hostile text stays one parameter value: it adds no parameters of its own.
    expect([...new URL(shareUrl('x', url, hostile)).searchParams.keys()]).toEqual(['url', 'text']);
  });

  it('writes mailto and sms links with subject and body, and no stray text when the text is blank', () => {
    const mail = mailtoUrl('Missing: Trần Văn A', url, 'Please share');
    expect(mail.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(mail.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Missing: Trần Văn A');
    expect(params.get('body')).toBe(`Please share ${url}`);
    expect(decodeURIComponent(smsUrl(url, '   ').slice('sms:?&body='.length))).toBe(url);
    expect(decodeURIComponent(smsUrl(url, hostile).slice('sms:?&body='.length))).toBe(`${hostile.trim()} ${url}`);
  });

  it('opens 600×400 popups centred on the window, never off the screen', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1200, outerHeight: 800 })).toBe(
      'popup=yes,width=600,height=400,left=400,top=250,noopener,noreferrer',
    );
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 390, outerHeight: 300 })).toContain('left=0,top=0');
  });
});
