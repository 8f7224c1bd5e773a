import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { afterEach, describe, expect, it, vi } from 'vitest';
import landTopology from 'world-atlas/land-110m.json';
import { provideLand, WorldMap } from './world-map';

const offices = [
  { id: 'sha', lon: 121.47, lat: 31.23, label: 'Shanghai', kind: 'office' as const },
  { id: 'ham', lon: 9.99, lat: 53.55, label: 'Hamburg', kind: 'office' as const },
];

describe('WorldMap', () => {
  afterEach(() => {
    cleanup();
  });

  it('makes markers buttons that select by click and keyboard', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const onSelect = vi.fn();
    render(<WorldMap title="Our offices" markers={offices} selectedId="ham" onSelect={onSelect} />);
    expect(screen.getByRole('group', { name: 'Our offices' })).toBeTruthy();
    const shanghai = screen.getByRole('button', { name: 'Shanghai' });
    expect(shanghai.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Hamburg' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(shanghai);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Hamburg' }), { key: 'Enter' });
    expect(onSelect.mock.calls).toEqual([['sha'], ['ham']]);
  });

  it('draws a route with its travelled part and is a picture when it does not select', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const { container } = render(
      <WorldMap
        title="Route"
        fit="content"
        routes={[
          {
            id: 'r',
            points: [
              [121.47, 31.23],
              [-118.27, 33.74],
            ],
            travelled: 0.4,
          },
        ]}
        markers={[{ id: 'p', lon: 170, lat: 45, label: 'At sea', kind: 'position' }]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Route' })).toBeTruthy();
    expect(container.querySelector('.wm-route-planned')?.getAttribute('d')).toMatch(/^M/);
    expect(container.querySelector('.wm-route-done')?.getAttribute('d')).toMatch(/^M/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  // Last: once given, the outline stays known to every later map of this module.
  it('draws the land it was given up front, clipped to the view, without fetching it', () => {
    const fetch = vi.fn(() => new Promise(() => undefined));
    vi.stubGlobal('fetch', fetch);
    provideLand(landTopology as unknown as Topology<{ land: GeometryCollection }>);
    const { container } = render(<WorldMap title="China" fit="content" markers={offices.slice(0, 1)} />);
    const land = container.querySelector('.wm-land')?.getAttribute('d') ?? '';
    expect(land).toMatch(/^M\d+(\.\d)?,\d+(\.\d)?L/);
    // One decimal at most, and only what the frame shows: a small part of the world's outline.
    expect(land).not.toMatch(/\.\d\d/);
    expect(land.length).toBeLessThan(20_000);
    expect(container.querySelector('svg')?.getAttribute('data-view')).toMatch(/^-?[\d.]+ [\d.]+ [\d.]+ [\d.]+$/);
    expect(fetch).not.toHaveBeenCalled();
  });
});
