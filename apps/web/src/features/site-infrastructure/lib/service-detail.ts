import type { Infrastructure, InfrastructureService } from '@site/contracts';

/** A translation key with its values, or the server's own text where it is technical (versions). */
export type DetailText = { key: string; values?: Record<string, number> } | { text: string };

/**
 * What a service card says under its name. The server's detail is English prose for some checks; those are
 * worded here in the visitor's language from the figures and the stack instead. Versions stay as they are.
 */
export function serviceDetail(service: InfrastructureService, stack: Infrastructure['stack']): DetailText[] {
  if (service.id === 'job-queue' && service.counts) {
    const { pending = 0, failed = 0, overdue = 0 } = service.counts;
    const lines: DetailText[] = [{ key: 'services.details.queue', values: { pending, failed } }];
    if (overdue > 0) lines.push({ key: 'services.details.overdue', values: { count: overdue } });
    return lines;
  }
  if (service.status === 'error') return [{ key: 'services.details.failed' }];
  if (service.id === 'storage') return [{ key: `services.details.storage.${stack.storage}` }];
  if (service.id === 'cache') return [{ key: `services.details.cache.${stack.cache}` }];
  if (service.status === 'unavailable') return [{ key: 'services.details.notInstalled' }];
  return service.detail ? [{ text: service.detail }] : [];
}
