/**
 * Why the microphone could not be opened, from what `getUserMedia` threw (or its absence), as the listen mode's
 * help texts name the cases: no device, permission denied, not supported, aborted, security (not HTTPS), general.
 */
export const MICROPHONE_ERRORS = ['noDevice', 'denied', 'notSupported', 'aborted', 'security', 'general'] as const;
export type MicrophoneError = (typeof MICROPHONE_ERRORS)[number];

/** What the browser offers: whether the page is a secure context and whether `getUserMedia` exists. */
export interface MicrophoneSupport {
  secure: boolean;
  getUserMedia: boolean;
  audioWorklet: boolean;
}

/** The error before asking: an insecure page has no microphone at all; an old browser lacks the API. */
export function supportError(support: MicrophoneSupport): MicrophoneError | null {
  if (!support.secure) return 'security';
  if (!support.getUserMedia || !support.audioWorklet) return 'notSupported';
  return null;
}

/** The error of a rejected `getUserMedia` (a DOMException's name; old browsers' names too). */
export function microphoneErrorOf(error: unknown): MicrophoneError {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'noDevice';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotSupportedError':
    case 'TypeError':
      return 'notSupported';
    case 'AbortError':
    case 'NotReadableError':
    case 'TrackStartError':
      return 'aborted';
    case 'SecurityError':
      return 'security';
    default:
      return 'general';
  }
}

/** Whether the help text should show the steps to allow the microphone (address-bar icon, always allow, refresh). */
export function needsPermissionSteps(error: MicrophoneError): boolean {
  return error === 'denied';
}
