import type { Story } from '@site/contracts';

/**
 * What "share" copies for a success story: the title, the family's words with who said them, the summary
 * and the story's address, each on its own line.
 */
export function successStoryText(story: Story, url: string): string {
  const lines = [story.title];
  if (story.reunion?.family_quote) {
    const who = story.reunion.family_member ? ` (${story.reunion.family_member})` : '';
    lines.push(`“${story.reunion.family_quote}”${who}`);
  }
  lines.push(story.excerpt, url);
  return lines.filter(Boolean).join('\n');
}
