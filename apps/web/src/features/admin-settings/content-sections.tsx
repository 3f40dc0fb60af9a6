import type { BlockProps } from './content/content-block';
import { ExperienceBlock, CertificationsBlock, TestimonialsBlock } from './content/history-blocks';
import { AboutBlock, CountersBlock, ProfileBlock, SkillsBlock } from './content/profile-blocks';
import styles from './settings-page.module.css';

export function ContentPanel({ code }: BlockProps) {
  return (
    <div className={styles.blocks}>
      <ProfileBlock code={code} />
      <CountersBlock code={code} />
      <AboutBlock code={code} />
      <ExperienceBlock code={code} />
      <SkillsBlock code={code} />
      <CertificationsBlock code={code} />
      <TestimonialsBlock code={code} />
    </div>
  );
}
