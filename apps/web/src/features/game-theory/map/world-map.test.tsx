import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorldMap, type WorldMapProps } from './world-map';
import { MAP_HEIGHT, MAP_NATIONS, MAP_WIDTH } from './world-map.data';

const LABELS = { map: 'World map', zoomIn: 'Zoom in', zoomOut: 'Zoom out', reset: 'Whole world' };
const NAMES: Record<string, string> = { ESP: 'Spain', PRT: 'Portugal', FRA: 'France', VNM: 'Viet Nam', JPN: 'Japan' };
const describeNation = (cca3: string) => `${NAMES[cca3] ?? cca3} — tit for tat, 12 points`;
const red = () => '#ff0000';

function renderMap(props: Partial<WorldMapProps> = {}) {
  const all: WorldMapProps = { fill: red, describe: describeNation, labels: LABELS, ...props };
  const view = render(<WorldMap {...all} />);
  return { ...view, rerenderWith: (more: Partial<WorldMapProps>) => view.rerender(<WorldMap {...all} {...more} />) };
}

const nationButton = (name: string) => screen.getByRole('button', { name: `${name} — tit for tat, 12 points` });
const mapView = (container: HTMLElement) => container.querySelector<SVGGElement>('[data-map-view]')!;
const zoom = (container: HTMLElement) => Number(mapView(container).getAttribute('data-zoom'));

/** Gives the SVG a laid-out size (jsdom has no layout): 1000 CSS px wide, at the map's own proportions. */
function layOut(container: HTMLElement) {
  const svg = container.querySelector('svg[role="group"]')!;
  const height = (1000 * MAP_HEIGHT) / MAP_WIDTH;
  vi.spyOn(svg, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 1000, height }));
  return svg;
}

describe('WorldMap', () => {
  afterEach(cleanup);

  it('shows the 195 nations as buttons named by `describe`, in a group named by the caller', () => {
    renderMap({ selected: 'VNM' });
    const map = screen.getByRole('group', { name: 'World map' });
    const nations = within(map).getAllByRole('button');
    expect(nations).toHaveLength(195);
    expect(nationButton('Viet Nam').getAttribute('aria-pressed')).toBe('true');
    expect(nationButton('France').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
  });

  it('renders on the server (the whole map, nothing of the browser needed)', () => {
    const html = renderToString(<WorldMap fill={red} describe={describeNation} labels={LABELS} selected="VNM" />);
    expect(html.match(/role="button"/g)).toHaveLength(195);
    expect(html.match(/<button/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Viet Nam — tit for tat, 12 points"');
  });

  it('keeps the map itself left to right in a right-to-left page, and its controls in the page', () => {
    const { container } = render(
      <div dir="rtl">
        <WorldMap fill={red} describe={describeNation} labels={LABELS} />
      </div>,
    );
    const map = screen.getByRole('group', { name: 'World map' });
    expect(map.closest('[dir]')!.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('button', { name: 'Zoom in' }).closest('[dir]')!.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('[dir="ltr"]')!.contains(map)).toBe(true);
  });

  it('is one tab stop: the selected nation, else one nation', () => {
    renderMap({ selected: 'ESP' });
    const nations = within(screen.getByRole('group')).getAllByRole('button');
    expect(nations.filter((b) => b.getAttribute('tabindex') === '0').map((b) => b.getAttribute('data-cca3'))).toEqual([
      'ESP',
    ]);
    expect(nations.filter((b) => b.getAttribute('tabindex') === '-1')).toHaveLength(194);
    cleanup();
    renderMap();
    const others = within(screen.getByRole('group')).getAllByRole('button');
    expect(others.filter((b) => b.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it('moves the focus with the arrow keys to the nearest nation that way, and selects with Enter and Space', () => {
    const onSelect = vi.fn();
    renderMap({ selected: 'ESP', onSelect });
    const spain = nationButton('Spain');
    act(() => spain.focus());
    fireEvent.keyDown(spain, { key: 'ArrowLeft' });
    const portugal = nationButton('Portugal');
    expect(document.activeElement).toBe(portugal);
    expect(portugal.getAttribute('tabindex')).toBe('0');
    expect(spain.getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(portugal, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith('PRT');
    fireEvent.keyDown(portugal, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(spain);
    fireEvent.keyDown(spain, { key: ' ' });
    expect(onSelect).toHaveBeenLastCalledWith('ESP');
    // East of Spain, then back: the focus goes where the map goes, not where the page's text runs.
    fireEvent.keyDown(spain, { key: 'ArrowRight' });
    const east = document.activeElement!.getAttribute('data-cca3')!;
    const x = (cca3: string) => MAP_NATIONS.find((n) => n.cca3 === cca3)!.label[0];
    expect(x(east)).toBeGreaterThan(x('ESP'));
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('shows a focus ring on the nation the keyboard is on', () => {
    const { container } = renderMap({ selected: 'ESP' });
    const spain = nationButton('Spain');
    act(() => spain.focus());
    expect(container.querySelector('[data-outline="focus"]')).not.toBeNull();
    act(() => spain.blur());
    expect(container.querySelector('[data-outline="focus"]')).toBeNull();
  });

  it('shows no ring when a click focused the nation (the selection outline says enough)', () => {
    const { container } = renderMap();
    const japan = nationButton('Japan');
    fireEvent.pointerDown(japan.querySelector('path')!, { pointerId: 1, pointerType: 'mouse', button: 0 });
    act(() => japan.focus());
    expect(container.querySelector('[data-outline="focus"]')).toBeNull();
    // The keyboard used on it brings the ring.
    fireEvent.keyDown(japan, { key: '+' });
    expect(container.querySelector('[data-outline="focus"]')!.getAttribute('data-for')).toBe('JPN');
  });

  it('selects a nation clicked', () => {
    const onSelect = vi.fn();
    renderMap({ onSelect });
    fireEvent.click(nationButton('Japan').querySelector('path')!);
    expect(onSelect).toHaveBeenCalledWith('JPN');
  });

  it('zooms with its buttons: the transform changes, within 1× to 12×, and the reset shows the whole map', () => {
    const { container } = renderMap();
    const transform = () => mapView(container).style.transform;
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(zoomOut);
    expect(zoom(container)).toBe(1);
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    fireEvent.click(zoomIn);
    expect(zoom(container)).toBe(2);
    expect(transform()).toMatch(/scale\(2\)$/);
    expect(transform()).not.toBe('translate(0px, 0px) scale(2)'); // around the middle, not the corner
    for (let i = 0; i < 5; i++) fireEvent.click(zoomIn);
    expect(zoom(container)).toBe(12);
    fireEvent.click(zoomOut);
    expect(zoom(container)).toBe(6);
    fireEvent.click(screen.getByRole('button', { name: 'Whole world' }));
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
  });

  it('brings a nation the keyboard reaches off screen into view', () => {
    const { container } = renderMap({ selected: 'NZL' });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 3; i++) fireEvent.click(zoomIn);
    // Zoomed 8× around the middle of the map (Africa): New Zealand is far off screen.
    const before = mapView(container).style.transform;
    act(() => nationButton('NZL').focus());
    expect(mapView(container).style.transform).not.toBe(before);
    expect(zoom(container)).toBe(8);
  });

  it('zooms with + and − around the focused nation, and 0 shows the whole map', () => {
    const { container } = renderMap({ selected: 'VNM' });
    const vietnam = nationButton('Viet Nam');
    act(() => vietnam.focus());
    fireEvent.keyDown(vietnam, { key: '+' });
    fireEvent.keyDown(vietnam, { key: '+' });
    expect(zoom(container)).toBe(4);
    fireEvent.keyDown(vietnam, { key: '-' });
    expect(zoom(container)).toBe(2);
    fireEvent.keyDown(vietnam, { key: '0' });
    expect(zoom(container)).toBe(1);
  });

  it('zooms with the wheel over the map, and leaves the page to scroll when there is nothing to zoom out', () => {
    const { container } = renderMap();
    const svg = layOut(container);
    const down = new WheelEvent('wheel', { deltaY: 100, clientX: 500, clientY: 200, bubbles: true, cancelable: true });
    act(() => void svg.dispatchEvent(down));
    expect(down.defaultPrevented).toBe(false);
    expect(zoom(container)).toBe(1);
    const up = new WheelEvent('wheel', { deltaY: -100, clientX: 500, clientY: 200, bubbles: true, cancelable: true });
    act(() => void svg.dispatchEvent(up));
    expect(up.defaultPrevented).toBe(true);
    expect(zoom(container)).toBeGreaterThan(1);
  });

  it('pans by dragging once zoomed in, and a drag selects nothing', () => {
    const onSelect = vi.fn();
    const { container } = renderMap({ onSelect });
    const svg = layOut(container);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    const before = mapView(container).style.transform;
    const france = nationButton('France').querySelector('path')!;
    fireEvent.pointerDown(france, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 500, clientY: 200 });
    fireEvent.pointerMove(france, { pointerId: 1, pointerType: 'mouse', clientX: 540, clientY: 220 });
    fireEvent.pointerUp(france, { pointerId: 1, pointerType: 'mouse', clientX: 540, clientY: 220 });
    fireEvent.click(france);
    expect(mapView(container).style.transform).not.toBe(before);
    expect(onSelect).not.toHaveBeenCalled();
    // Zoomed in, fingers belong to the map (the style sheet's touch-action follows this attribute).
    expect(svg.hasAttribute('data-zoomed')).toBe(true);
  });

  it('leaves one finger to the page at the whole map', () => {
    const { container } = renderMap();
    const svg = layOut(container);
    expect(svg.hasAttribute('data-zoomed')).toBe(false);
    const france = nationButton('France').querySelector('path')!;
    fireEvent.pointerDown(france, { pointerId: 2, pointerType: 'touch', clientX: 500, clientY: 200 });
    fireEvent.pointerMove(france, { pointerId: 2, pointerType: 'touch', clientX: 500, clientY: 300 });
    expect(svg.hasAttribute('data-dragging')).toBe(false);
  });

  it('zooms with a pinch of two fingers', () => {
    const { container } = renderMap();
    const svg = layOut(container);
    const touch = (type: 'pointerDown' | 'pointerMove', pointerId: number, clientX: number) =>
      fireEvent[type](svg, { pointerId, pointerType: 'touch', clientX, clientY: 200 });
    touch('pointerDown', 1, 450);
    touch('pointerDown', 2, 550);
    touch('pointerMove', 1, 350);
    touch('pointerMove', 2, 650);
    // The fingers went from 100 px apart to 300 px: three times as large.
    expect(zoom(container)).toBeCloseTo(3, 5);
    expect(svg.hasAttribute('data-zoomed')).toBe(true);
  });

  it('changes colours without recreating the path elements', () => {
    const { container, rerenderWith } = renderMap();
    const paths = [...container.querySelectorAll('[data-cca3] > path')];
    expect(paths).toHaveLength(MAP_NATIONS.filter((n) => n.d).length);
    expect(paths.every((p) => p.getAttribute('fill') === '#ff0000')).toBe(true);
    const d = paths.map((p) => p.getAttribute('d'));
    rerenderWith({ fill: (cca3) => (cca3 === 'VNM' ? '#00ff00' : '#0000ff') });
    const after = [...container.querySelectorAll('[data-cca3] > path')];
    expect(after).toHaveLength(paths.length);
    after.forEach((p, i) => expect(p).toBe(paths[i]));
    expect(after.map((p) => p.getAttribute('d'))).toEqual(d);
    expect(nationButton('Viet Nam').querySelector('path')!.getAttribute('fill')).toBe('#00ff00');
    expect(nationButton('France').querySelector('path')!.getAttribute('fill')).toBe('#0000ff');
  });

  it('draws the sea links: none, the selected nation’s (Japan’s three), or all 96', () => {
    const { container, rerenderWith } = renderMap({ selected: 'JPN' });
    const links = () => [...container.querySelectorAll('[data-link]')].map((l) => l.getAttribute('data-link'));
    expect(links()).toEqual(['CHN-JPN', 'JPN-KOR', 'JPN-RUS']);
    rerenderWith({ seaLinks: 'none' });
    expect(links()).toEqual([]);
    rerenderWith({ seaLinks: 'all' });
    expect(links()).toHaveLength(96);
    rerenderWith({ seaLinks: 'selected', selected: null });
    expect(links()).toEqual([]);
  });

  it('outlines the selected nation and, lighter, the highlighted ones', () => {
    const { container } = renderMap({ selected: 'ESP', highlighted: new Set(['PRT', 'FRA', 'AND']) });
    const outlined = (kind: string) =>
      [...container.querySelectorAll(`[data-outline="${kind}"]`)].map((o) => o.getAttribute('data-for'));
    expect(outlined('selected')).toEqual(['ESP']);
    expect(outlined('highlight').sort()).toEqual(['AND', 'FRA', 'PRT']);
  });
});
