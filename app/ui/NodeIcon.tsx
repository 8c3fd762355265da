import type { IconNode } from 'lucide';
import { createElement } from 'react';

/**
 * Draws a catalogue icon from lucide's node data with lucide's default attributes.
 * The data comes from our own catalogue at build time, never from visitors.
 */
export function NodeIcon({
  node,
  size = 24,
  className,
}: {
  node: IconNode;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
