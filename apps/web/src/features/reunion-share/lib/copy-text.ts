/**
 * Copies a text: the async clipboard first; when it is missing or refused (an older browser, a page not
 * in a secure context), the text's own field is selected and the legacy copy command is tried, so that the
 * visitor sees the text selected and can copy it by hand when even that fails. Answers whether it copied.
 */
export async function copyText(text: string, field: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.focus();
    field.select();
    try {
      return typeof document.execCommand === 'function' && document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
