import type { ReactNode } from 'react';

/**
 * Small flags of the 17 quoted currencies, drawn as inline SVG (no network, no emoji, which
 * some systems show as letters). Simplified, recognisable at 24 x 16; decorative only: the
 * currency code beside each flag is what a screen reader reads.
 */
const W = 30;
const H = 20;

function star(cx: number, cy: number, r: number, fill: string, key?: string | number): ReactNode {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
  return <polygon key={key} points={points} fill={fill} />;
}

/** The Union Jack in a w x h box at the origin (the British flag, and Australia's canton). */
function unionJack(w: number, h: number): ReactNode {
  const s = h / 10;
  return (
    <g>
      <rect width={w} height={h} fill="#012169" />
      <path d={`M0,0 L${w},${h} M${w},0 L0,${h}`} stroke="#fff" strokeWidth={2 * s} />
      <path d={`M0,0 L${w},${h} M${w},0 L0,${h}`} stroke="#C8102E" strokeWidth={0.8 * s} />
      <path d={`M${w / 2},0 V${h} M0,${h / 2} H${w}`} stroke="#fff" strokeWidth={3.2 * s} />
      <path d={`M${w / 2},0 V${h} M0,${h / 2} H${w}`} stroke="#C8102E" strokeWidth={1.8 * s} />
    </g>
  );
}

/** A Nordic cross, its upright a little towards the hoist. */
function nordic(field: string, cross: string, inner?: string): ReactNode {
  return (
    <g>
      <rect width={W} height={H} fill={field} />
      <path d={`M11,0 V${H} M0,10 H${W}`} stroke={cross} strokeWidth={inner ? 5 : 3.5} />
      {inner && <path d={`M11,0 V${H} M0,10 H${W}`} stroke={inner} strokeWidth={2.4} />}
    </g>
  );
}

function stripes(colors: readonly string[], vertical = false): ReactNode {
  const size = (vertical ? W : H) / colors.length;
  return colors.map((color, i) => (vertical ? <rect key={i} x={i * size} width={size} height={H} fill={color} /> : <rect key={i} y={i * size} width={W} height={size} fill={color} />));
}

function cuba(): ReactNode {
  return (
    <g>
      {stripes(['#002A8F', '#fff', '#002A8F', '#fff', '#002A8F'])}
      <polygon points={`0,0 17.3,10 0,${H}`} fill="#CF142B" />
      {star(5.8, 10, 3.6, '#fff')}
    </g>
  );
}

const FLAGS: Record<string, () => ReactNode> = {
  AUD: () => (
    <g>
      <rect width={W} height={H} fill="#012169" />
      {unionJack(15, 10)}
      {star(7.5, 15, 2.6, '#fff')}
      {star(22.5, 4.5, 1.2, '#fff', 'a')}
      {star(19, 9, 1.2, '#fff', 'b')}
      {star(25.5, 8, 1.2, '#fff', 'c')}
      {star(22.5, 16, 1.4, '#fff', 'd')}
    </g>
  ),
  CAD: () => (
    <g>
      <rect width={W} height={H} fill="#fff" />
      <rect width={7.5} height={H} fill="#D52B1E" />
      <rect x={22.5} width={7.5} height={H} fill="#D52B1E" />
      <polygon
        points="15,3.2 16.2,5.6 17.6,5 17.1,8.6 19.2,6.8 19.8,8 21.6,7.6 21,9.8 22,10.4 18.4,13.2 18.9,14.6 15.5,14 15.5,17 14.5,17 14.5,14 11.1,14.6 11.6,13.2 8,10.4 9,9.8 8.4,7.6 10.2,8 10.8,6.8 12.9,8.6 12.4,5 13.8,5.6"
        fill="#D52B1E"
      />
    </g>
  ),
  CHF: () => (
    <g>
      <rect width={W} height={H} fill="#DA291C" />
      <path d="M15,4 V16 M9,10 H21" stroke="#fff" strokeWidth={3.6} />
    </g>
  ),
  CUC: cuba,
  CUP: cuba,
  DKK: () => nordic('#C8102E', '#fff'),
  EUR: () => (
    <g>
      <rect width={W} height={H} fill="#003399" />
      {Array.from({ length: 12 }, (_, i) => {
        const angle = (i * Math.PI) / 6;
        return star(15 + 6 * Math.cos(angle), 10 + 6 * Math.sin(angle), 1.1, '#FFCC00', i);
      })}
    </g>
  ),
  GBP: () => unionJack(W, H),
  HKD: () => (
    <g>
      <rect width={W} height={H} fill="#DE2910" />
      {Array.from({ length: 5 }, (_, i) => (
        <ellipse key={i} cx={15} cy={7} rx={1.7} ry={3} fill="#fff" transform={`rotate(${i * 72} 15 10)`} />
      ))}
    </g>
  ),
  JPY: () => (
    <g>
      <rect width={W} height={H} fill="#fff" />
      <circle cx={15} cy={10} r={6} fill="#BC002D" />
    </g>
  ),
  MXN: () => (
    <g>
      {stripes(['#006847', '#fff', '#CE1126'], true)}
      <circle cx={15} cy={10} r={2.6} fill="#8C6A3B" />
      <path d="M12.4,11.6 Q15,14.4 17.6,11.6" stroke="#006847" strokeWidth={0.8} fill="none" />
    </g>
  ),
  NOK: () => nordic('#BA0C2F', '#fff', '#00205B'),
  PAB: () => (
    <g>
      <rect width={W} height={H} fill="#fff" />
      <rect x={15} width={15} height={10} fill="#DA121A" />
      <rect y={10} width={15} height={10} fill="#072357" />
      {star(7.5, 5, 2.6, '#072357')}
      {star(22.5, 15, 2.6, '#DA121A')}
    </g>
  ),
  RUB: () => <g>{stripes(['#fff', '#0039A6', '#D52B1E'])}</g>,
  SEK: () => nordic('#006AA7', '#FECC02'),
  SGD: () => (
    <g>
      <rect width={W} height={H} fill="#fff" />
      <rect width={W} height={10} fill="#EF3340" />
      <circle cx={6.5} cy={5} r={3.4} fill="#fff" />
      <circle cx={7.8} cy={5} r={3.2} fill="#EF3340" />
      {[
        [10.5, 2.6],
        [12.6, 4.1],
        [11.8, 6.6],
        [9.2, 6.6],
        [8.4, 4.1],
      ].map(([x, y], i) => star(x!, y!, 0.9, '#fff', i))}
    </g>
  ),
  USD: () => (
    <g>
      {stripes(Array.from({ length: 13 }, (_, i) => (i % 2 === 0 ? '#B22234' : '#fff')))}
      <rect width={12} height={(H * 7) / 13} fill="#3C3B6E" />
      {Array.from({ length: 12 }, (_, i) => (
        <circle key={i} cx={1.6 + (i % 4) * 2.9} cy={1.7 + Math.floor(i / 4) * 3.4} r={0.6} fill="#fff" />
      ))}
    </g>
  ),
};

export function CurrencyFlag({ code, width = 24 }: { code: string; width?: number }) {
  const draw = FLAGS[code];
  return (
    <svg width={width} height={(width * H) / W} viewBox={`0 0 ${W} ${H}`} aria-hidden focusable="false" style={{ flexShrink: 0, display: 'block', borderRadius: 2 }}>
      {draw ? draw() : <rect width={W} height={H} fill="#ccc" />}
      <rect x={0.25} y={0.25} width={W - 0.5} height={H - 0.5} fill="none" stroke="rgba(0,0,0,0.25)" strokeWidth={0.5} />
    </svg>
  );
}

/** For tests: every quoted currency has its own drawing. */
export const FLAG_CODES = Object.keys(FLAGS);
