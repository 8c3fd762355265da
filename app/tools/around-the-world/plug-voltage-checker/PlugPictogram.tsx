import { Fragment, type ReactElement } from 'react';
import type { PlugType } from './data';

/**
 * A schematic of each plug type's pin layout, as seen on the plug's face: a picture for people
 * who look rather than read. Decorative (the type letter and its label say the same in words).
 */
const pin = (cx: number, cy: number, r = 2.5) => <circle cx={cx} cy={cy} r={r} />;
const blade = (x: number, y: number, width: number, height: number, rotate = 0) => (
  <rect
    x={x}
    y={y}
    width={width}
    height={height}
    rx={0.6}
    transform={rotate ? `rotate(${rotate} ${x + width / 2} ${y + height / 2})` : undefined}
  />
);

/** Each type's pins and blades: the parts drawn on its face. */
const PINS: Record<PlugType, ReactElement[]> = {
  A: [blade(12, 13, 3, 13), blade(25, 13, 3, 13)],
  B: [blade(12, 9, 3, 12), blade(25, 9, 3, 12), pin(20, 29, 2.6)],
  C: [pin(13, 20), pin(27, 20)],
  D: [pin(20, 11, 3.4), pin(12, 27, 2.8), pin(28, 27, 2.8)],
  E: [
    pin(12, 21),
    pin(28, 21),
    <circle cx={20} cy={12} r={2.4} fill="none" stroke="currentColor" strokeWidth={1.4} />,
  ],
  F: [pin(12, 20), pin(28, 20), blade(16, 4, 8, 2.5), blade(16, 33.5, 8, 2.5)],
  G: [blade(18.5, 7, 3, 10), blade(8, 25, 9, 3), blade(23, 25, 9, 3)],
  H: [pin(12, 14), pin(28, 14), pin(20, 28)],
  I: [blade(11.5, 10, 3, 11, 30), blade(25.5, 10, 3, 11, -30), blade(18.5, 24, 3, 10)],
  J: [pin(11, 17), pin(29, 17), pin(20, 24)],
  K: [pin(12, 16), pin(28, 16), <path d="M15.5 25 a4.5 4.5 0 0 0 9 0 z" />],
  L: [pin(10, 20, 2.3), pin(20, 20, 2.3), pin(30, 20, 2.3)],
  M: [pin(20, 10, 4.2), pin(11, 27, 3.4), pin(29, 27, 3.4)],
  N: [pin(11, 18), pin(29, 18), pin(20, 21.5)],
};

export function PlugPictogram({ type, className = '' }: { type: PlugType; className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect
        x={1.5}
        y={1.5}
        width={37}
        height={37}
        rx={9}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        opacity={0.6}
      />
      <g fill="currentColor">
        {PINS[type].map((part, i) => (
          <Fragment key={i}>{part}</Fragment>
        ))}
      </g>
    </svg>
  );
}
