import { useTranslation } from '../use-translation';

/** Containers on deck, in the order they are drawn from bow to stern (x, y, colour). */
const CONTAINERS: readonly (readonly [number, number, string])[] = [
  [150, 196, '#5fd1c4'],
  [186, 196, '#f4a259'],
  [222, 196, '#ffffff'],
  [258, 196, '#5fd1c4'],
  [294, 196, '#e76f51'],
  [330, 196, '#ffffff'],
  [168, 178, '#e76f51'],
  [204, 178, '#5fd1c4'],
  [240, 178, '#f4a259'],
  [276, 178, '#ffffff'],
  [312, 178, '#5fd1c4'],
  [222, 160, '#ffffff'],
  [258, 160, '#5fd1c4'],
  [294, 160, '#f4a259'],
];

/** The home page's hero picture: a laden container ship under a great-circle route between two ports. */
export const HeroArt = () => {
  const { t } = useTranslation();
  return (
    <svg className="home-hero-art" viewBox="0 0 480 300" role="img" aria-label={t('site.home.hero.art')}>
      <path d="M40 150 Q240 -20 440 120" fill="none" stroke="#5fd1c4" strokeWidth="2" strokeDasharray="6 8" />
      <circle cx="40" cy="150" r="7" fill="#5fd1c4" />
      <circle cx="40" cy="150" r="14" fill="none" stroke="#5fd1c4" strokeOpacity="0.5" />
      <circle cx="440" cy="120" r="7" fill="#f4a259" />
      <circle cx="440" cy="120" r="14" fill="none" stroke="#f4a259" strokeOpacity="0.5" />
      <path d="M222 52l10 4-10 4 3-4z" fill="#fff" />
      {CONTAINERS.map(([x, y, fill]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="34" height="17" rx="1.5" fill={fill} opacity="0.92" />
      ))}
      <path d="M368 214v-58h26v58" fill="#e8f3f6" />
      <path d="M372 166h18M372 178h18" stroke="#0b3954" strokeWidth="3" />
      <path d="M380 156v-18" stroke="#e8f3f6" strokeWidth="3" />
      <path d="M110 214h320l-24 40H140z" fill="#0b3954" stroke="#e8f3f6" strokeWidth="2" strokeLinejoin="round" />
      <path d="M132 232h270" stroke="#e76f51" strokeWidth="4" />
      <path
        d="M0 262c40 0 40-10 80-10s40 10 80 10 40-10 80-10 40 10 80 10 40-10 80-10 40 10 80 10"
        fill="none"
        stroke="#5fd1c4"
        strokeOpacity="0.6"
        strokeWidth="2"
      />
      <path
        d="M20 282c40 0 40-10 80-10s40 10 80 10 40-10 80-10 40 10 80 10 40-10 80-10 40 10 80 10"
        fill="none"
        stroke="#5fd1c4"
        strokeOpacity="0.35"
        strokeWidth="2"
      />
    </svg>
  );
};
