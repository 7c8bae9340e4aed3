import { describe, expect, it } from 'vitest'
import { menuIconOf, menuIcons } from './menu-icons.ts'
import { menuItems } from './menu-items.ts'
import { visibleGroups } from './menu-utils.ts'
import type { MenuNode } from './types.ts'

function itemsOf(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.type === 'item' ? [node] : itemsOf(node.children ?? [])))
}

describe('the menu icons', () => {
  it('give every item the drawer shows an icon', () => {
    const shown = itemsOf(visibleGroups(menuItems)).map((item) => item.id)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.filter((id) => !menuIconOf(id))).toEqual([])
  })

  it('name only items that exist', () => {
    const ids = itemsOf(menuItems).map((item) => item.id)
    expect(Object.keys(menuIcons).filter((id) => !ids.includes(id))).toEqual([])
  })
})
