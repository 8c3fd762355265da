import type { IconNode } from 'lucide';
import { createElement } from 'react';

/**
 * Draws a lucide icon from its node data (`import { Check } from 'lucide'`) with lucide's default
 * attributes; every icon is decorative, so it is hidden from assistive technology. One light
 * component instead of lucide-react's icon factory. The data comes from our code, never visitors.
 */
export function NodeIcon({
  node,
  size = 24,
  strokeWidth = 2,
  className,
}: {
  node: IconNode;
  size?: number;
  strokeWidth?: number;
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
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
