import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types'

// The Ant Design icons of the sign-in pages, drawn from their definitions: @ant-design/icons' own
// components bring a style-injecting runtime that these pages do without (decision 007).

function paths(node: AbstractNode): AbstractNode[] {
  return node.tag === 'path' ? [node] : (node.children ?? []).flatMap(paths)
}

/** A decorative icon at 1em in the current text colour. */
export function Icon({ definition }: { definition: IconDefinition }) {
  const root =
    typeof definition.icon === 'function' ? definition.icon('currentColor', 'none') : definition.icon
  return (
    <svg
      className="auth-icon"
      viewBox={root.attrs.viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {paths(root).map((path) => (
        <path
          key={path.attrs.d}
          d={path.attrs.d}
          fillRule={path.attrs['fill-rule'] as 'evenodd' | undefined}
        />
      ))}
    </svg>
  )
}
