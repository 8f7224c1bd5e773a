import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorldMap } from './world-map';

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
});
