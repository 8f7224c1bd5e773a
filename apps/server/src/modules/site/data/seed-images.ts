/** Small illustrations for the seeded articles, drawn as plain SVG (no scripts, no links). */
export type Illustration = 'ship' | 'plane' | 'leaf' | 'warehouse' | 'calendar' | 'route' | 'parcel' | 'chart';

const frame = (sky: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">` +
  `<rect width="640" height="360" fill="${sky}"/>${body}</svg>`;

const SEA = '<path d="M0 270 Q80 255 160 270 T320 270 T480 270 T640 270 V360 H0Z" fill="#0b3954"/>';

const DRAWINGS: Record<Illustration, (accent: string) => string> = {
  ship: (accent) =>
    frame(
      '#dcecf7',
      `<circle cx="520" cy="80" r="36" fill="#f6c667"/>${SEA}` +
        '<path d="M120 230 H500 L460 282 H150Z" fill="#10212f"/>' +
        [0, 1, 2, 3, 4, 5, 6]
          .map(
            (i) =>
              `<rect x="${170 + i * 42}" y="${i % 2 ? 196 : 176}" width="38" height="${i % 2 ? 34 : 54}" fill="${i % 3 === 0 ? accent : i % 3 === 1 ? '#5fd1c4' : '#e0662b'}"/>`,
          )
          .join('') +
        '<rect x="440" y="150" width="40" height="80" fill="#f6f8fa"/><rect x="448" y="160" width="24" height="12" fill="#0b3954"/>',
    ),
  plane: (accent) =>
    frame(
      '#e8f1f8',
      '<path d="M0 300 H640 V360 H0Z" fill="#cfd8c8"/>' +
        `<g transform="rotate(-12 320 170)"><path d="M140 170 Q140 150 170 150 H470 Q520 150 540 170 Q520 190 470 190 H170 Q140 190 140 170Z" fill="#f6f8fa" stroke="#10212f" stroke-width="4"/>` +
        `<path d="M300 170 L230 90 H270 L380 170Z" fill="${accent}"/><path d="M300 175 L240 255 H280 L380 175Z" fill="${accent}"/>` +
        '<path d="M170 160 L140 115 H165 L205 160Z" fill="#0b3954"/></g>',
    ),
  leaf: (accent) =>
    frame(
      '#eef7ef',
      `<path d="M320 60 C460 80 500 220 330 310 C180 230 200 90 320 60Z" fill="${accent}"/>` +
        '<path d="M330 300 C320 220 300 140 320 70" stroke="#f6f8fa" stroke-width="6" fill="none"/>' +
        '<path d="M320 180 L380 140 M316 230 L260 190 M324 130 L360 110" stroke="#f6f8fa" stroke-width="4"/>',
    ),
  warehouse: (accent) =>
    frame(
      '#f6f8fa',
      '<path d="M0 290 H640 V360 H0Z" fill="#d6dde3"/>' +
        `<path d="M110 150 L320 70 L530 150 V290 H110Z" fill="${accent}"/>` +
        [0, 1, 2].map((i) => `<rect x="${170 + i * 110}" y="190" width="80" height="100" fill="#10212f"/>`).join('') +
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="${182 + i * 110}" y="250" width="24" height="24" fill="#e0a458"/><rect x="${212 + i * 110}" y="250" width="24" height="24" fill="#e0a458"/>`,
          )
          .join(''),
    ),
  calendar: (accent) =>
    frame(
      '#fff7ec',
      `<rect x="170" y="70" width="300" height="230" rx="14" fill="#ffffff" stroke="#10212f" stroke-width="5"/><rect x="170" y="70" width="300" height="56" rx="14" fill="${accent}"/>` +
        Array.from({ length: 12 }, (_, i) => {
          const x = 195 + (i % 4) * 68;
          const y = 145 + Math.floor(i / 4) * 50;
          return `<rect x="${x}" y="${y}" width="48" height="34" rx="4" fill="${i === 6 ? '#e0662b' : '#d6dde3'}"/>`;
        }).join(''),
    ),
  route: (accent) =>
    frame(
      '#e8f1f8',
      '<path d="M60 120 Q120 60 220 90 T360 110 Q400 160 330 200 T200 240 Q110 260 60 210Z" fill="#cfd8c8"/>' +
        '<path d="M420 150 Q480 90 570 130 Q600 200 540 250 Q470 270 430 220Z" fill="#cfd8c8"/>' +
        `<path d="M180 170 Q330 40 500 190" stroke="${accent}" stroke-width="6" fill="none" stroke-dasharray="14 10"/>` +
        '<circle cx="180" cy="170" r="12" fill="#0b3954"/><circle cx="500" cy="190" r="12" fill="#e0662b"/>',
    ),
  parcel: (accent) =>
    frame(
      '#f3f0fa',
      `<path d="M200 140 L320 90 L440 140 V260 L320 310 L200 260Z" fill="${accent}"/>` +
        '<path d="M200 140 L320 190 L440 140 M320 190 V310" stroke="#10212f" stroke-width="5" fill="none"/>' +
        '<path d="M260 115 L380 165" stroke="#f6f8fa" stroke-width="12"/>',
    ),
  chart: (accent) =>
    frame(
      '#f6f8fa',
      '<path d="M90 300 H560 M90 300 V60" stroke="#10212f" stroke-width="4"/>' +
        [120, 170, 140, 210, 190, 240]
          .map(
            (h, i) =>
              `<rect x="${120 + i * 72}" y="${300 - h}" width="44" height="${h}" fill="${i === 5 ? '#e0662b' : accent}"/>`,
          )
          .join(''),
    ),
};

export const drawIllustration = (kind: Illustration, accent: string): string => DRAWINGS[kind](accent);
