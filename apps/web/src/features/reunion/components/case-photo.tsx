import type { ReunionCase } from '@site/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A case's picture, named for a screen reader: a sample case's is a drawing standing in for a photo (the
 * demo never shows a real person), and says so. Nothing when the case has no picture.
 */
export function CasePhoto({
  item,
  size,
  className,
  lazy = false,
}: {
  item: Pick<ReunionCase, 'photo_url' | 'is_sample' | 'full_name'>;
  size: number;
  className: string | undefined;
  lazy?: boolean;
}) {
  const { t } = useTranslation('reunion');
  if (!item.photo_url) return null;
  return (
    <img
      className={className}
      src={item.photo_url}
      alt={t(item.is_sample ? 'case.drawnPhoto' : 'case.photo', { name: item.full_name })}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
    />
  );
}
