import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types'
import { type CSSProperties, createElement, type HTMLAttributes, type ReactNode } from 'react'

// Ant Design's icons drawn from their definitions (`@ant-design/icons-svg`), with the markup of
// `@ant-design/icons` (`<span role="img" class="anticon anticon-name"><svg>`), without its runtime:
// that runtime injects its stylesheet at run time (through the CSP nonce) and weighs on every page's
// first load (decision 009). The `.anticon` rules live in the theme's global styles (css-baseline.ts).

/** An SVG attribute as React spells it ('fill-rule' → 'fillRule'). */
function reactAttribute(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
}

function renderNode(node: AbstractNode, key?: number): ReactNode {
  // An inline <style> would need the CSP nonce; no Outlined icon has one, and none is drawn.
  if (node.tag === 'style') return null
  const attributes: Record<string, unknown> = { key }
  for (const [name, value] of Object.entries(node.attrs)) attributes[reactAttribute(name)] = value
  return createElement(node.tag, attributes, ...(node.children ?? []).map(renderNode))
}

/** The icon's `<svg>` at 1em in the current text colour, out of the accessibility tree. */
export function IconSvg({
  definition,
  className,
  style,
}: {
  definition: IconDefinition
  className?: string
  style?: CSSProperties
}) {
  const root =
    typeof definition.icon === 'function' ? definition.icon('currentColor', 'none') : definition.icon
  return (
    <svg
      className={className}
      style={style}
      viewBox={root.attrs.viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {(root.children ?? []).map(renderNode)}
    </svg>
  )
}

export type AntIconProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** Degrees to turn the drawing by (MoreOutlined turned 90° reads as a vertical ellipsis). */
  rotate?: number
}

/**
 * A component for one icon, used as `@ant-design/icons`' own (`<EditOutlined aria-hidden />`). An
 * icon that points a way (an arrow, a door to leave by) is `mirrored`: a right-to-left page turns it.
 */
export function antIcon(definition: IconDefinition, { mirrored = false }: { mirrored?: boolean } = {}) {
  const classes = `anticon anticon-${definition.name}${mirrored ? ' anticon-mirrored' : ''}`
  function AntIcon({ className, rotate, ...props }: AntIconProps) {
    return (
      <span
        role="img"
        aria-label={definition.name}
        {...props}
        className={`${classes}${className ? ` ${className}` : ''}`}
      >
        <IconSvg definition={definition} style={rotate ? { transform: `rotate(${rotate}deg)` } : undefined} />
      </span>
    )
  }
  AntIcon.displayName = definition.name
  return AntIcon
}
