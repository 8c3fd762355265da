import type { SVGProps } from 'react';
import { useT } from '~/lib/i18n';
import {
  labelFontSize,
  labelPlacement,
  MIN_OPTIONS,
  sliceColours,
  sliceLabel,
  slicePath,
  SPIN_MS,
  WHEEL,
} from './decision-wheel';
import type en from './messages/en';

const { size, center, radius, hub } = WHEEL;

/** A circle on the wheel's centre. */
const Disc = (props: SVGProps<SVGCircleElement>) => <circle cx={center} cy={center} {...props} />;

/**
 * The wheel: one equal slice per non-empty option, turned clockwise by `rotation` degrees under
 * a fixed pointer at the top. With `animate`, the turn eases out over the spin's 2 seconds.
 * The picture is one image to assistive technology; its name lists the options.
 */
export function Wheel({
  options,
  rotation,
  animate,
  highlight,
}: {
  options: readonly string[];
  rotation: number;
  animate: boolean;
  /** The winning slice to outline, or null. */
  highlight: number | null;
}) {
  const t = useT<typeof en>();
  const count = options.length;
  const drawn = count >= MIN_OPTIONS;
  const fontSize = labelFontSize(count);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      // The accessible name: 'Wheel with 5 options: Pizza, Sushi, Tacos, Burgers, Thai curry'.
      aria-label={
        drawn
          ? t('wheelWith', { n: count, options: options.join(', ') })
          : t('wheelEmpty', { min: MIN_OPTIONS })
      }
      className="block h-full w-full select-none"
    >
      <g
        style={{
          transform: `rotate(${rotation}deg)`,
          transformBox: 'view-box',
          transformOrigin: '50% 50%',
          transition: animate ? `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.7, 0.18, 1)` : 'none',
        }}
      >
        {drawn ? (
          options.map((option, i) => {
            const colours = sliceColours(i, count);
            const label = labelPlacement(i, count);
            return (
              <g key={i}>
                <path
                  d={slicePath(i, count)}
                  fill={colours.fill}
                  strokeWidth={2}
                  className="stroke-white dark:stroke-slate-900"
                />
                <text
                  transform={label.transform}
                  x={label.x}
                  y={label.y}
                  textAnchor={label.anchor}
                  dominantBaseline="central"
                  fontSize={fontSize}
                  fontWeight={600}
                  fill={colours.text}
                >
                  {sliceLabel(option, count)}
                </text>
              </g>
            );
          })
        ) : (
          <Disc
            r={radius}
            strokeWidth={2}
            strokeDasharray="6 6"
            className="fill-slate-100 stroke-slate-500 dark:fill-slate-800 dark:stroke-slate-400"
          />
        )}
        {drawn && highlight !== null && highlight < count && (
          // The winning slice's outline: light under dark, visible on every fill (the winner is also in text).
          <g fill="none" strokeLinejoin="round">
            <path
              d={slicePath(highlight, count)}
              strokeWidth={8}
              className="stroke-white dark:stroke-slate-900"
            />
            <path
              d={slicePath(highlight, count)}
              strokeWidth={4}
              className="stroke-slate-900 dark:stroke-white"
            />
          </g>
        )}
      </g>
      {drawn ? (
        <Disc
          r={hub}
          strokeWidth={3}
          className="fill-white stroke-slate-900 dark:fill-slate-900 dark:stroke-slate-100"
        />
      ) : (
        <text
          x={center}
          y={center}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={16}
          className="fill-slate-700 dark:fill-slate-200"
        >
          {t('addAtLeast', { min: MIN_OPTIONS })}
        </text>
      )}
      {/* The fixed pointer at the top, over the rim. */}
      <polygon
        points={`${center - 13},1 ${center + 13},1 ${center},24`}
        strokeWidth={2}
        strokeLinejoin="round"
        className="fill-slate-900 stroke-white dark:fill-slate-100 dark:stroke-slate-900"
      />
    </svg>
  );
}
