import { useCallback } from 'react';
import { rowSpan } from '../lib/grid';

/**
 * A masonry of cards in a CSS grid that keeps the document order (and so the reading and Tab order):
 * the grid gets small implicit rows and each card spans as many as its height needs, measured whenever
 * it changes (new cards, column width, fonts). Without ResizeObserver the grid stays a plain grid.
 * Returns a ref callback for the grid element.
 */
export function useMasonry<T extends HTMLElement>() {
  return useCallback((grid: T | null) => {
    if (!grid || typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
    // Heights come from the observer's entries, all read before any card's span is written: reading a
    // card's box after writing another's span laid the whole page out again, once per card.
    const resize = new ResizeObserver((entries) => {
      const gap = parseFloat(getComputedStyle(grid).columnGap) || 0;
      const spans = entries.flatMap((entry) => {
        const element = entry.target as HTMLElement;
        if (element.parentElement !== grid) return [];
        const height = entry.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
        return [{ element, span: `span ${rowSpan(height, gap)}` }];
      });
      for (const { element, span } of spans) {
        if (element.style.gridRowEnd !== span) element.style.gridRowEnd = span;
      }
    });
    for (const child of Array.from(grid.children)) resize.observe(child);
    const mutations = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => node instanceof Element && resize.observe(node));
        record.removedNodes.forEach((node) => node instanceof Element && resize.unobserve(node));
      }
    });
    mutations.observe(grid, { childList: true });
    grid.dataset.masonry = 'on';
    return () => {
      resize.disconnect();
      mutations.disconnect();
      delete grid.dataset.masonry;
    };
  }, []);
}
