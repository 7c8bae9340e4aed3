import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useMenuMaster } from '#client/features/menu/api/use-menu-master.ts'
import type { MenuNode } from '#client/navigation/types.ts'
import { renderWithApp, setViewportWidth } from '#client/test/render.tsx'
import { MainDrawer } from './main-drawer.tsx'
import { BAD_GROUP_PLACEHOLDER, BAD_ITEM_PLACEHOLDER, COLLAPSE_PLACEHOLDER } from './nav-group.tsx'

const pages: MenuNode = {
  id: 'group-pages',
  title: 'Pages',
  type: 'group',
  children: [{ id: 'one', title: 'One', type: 'item', url: '/one' }],
}

/** The top bar's toggle, as far as opening goes. */
function OpenButton() {
  const { setDrawerOpen } = useMenuMaster()
  return (
    <button type="button" onClick={() => setDrawerOpen(true)}>
      Open the drawer
    </button>
  )
}

async function openDrawer(menu: MenuNode[], width = 1440) {
  setViewportWidth(width)
  renderWithApp(<MainDrawer menu={menu} />, { path: '/one' })
  // The drawer opens once the menu state has its first value.
  await screen.findByRole('heading', { name: 'Pages' })
  return screen.getByRole('navigation', { name: 'Main navigation' })
}

describe('MainDrawer', () => {
  it('shows a top-level entry that is not a group as "Fix - Navigation Group", and the rest as usual', async () => {
    const nav = await openDrawer([
      pages,
      { id: 'stray', title: 'Stray', type: 'item', url: '/stray' },
      { id: 'stray-collapse', title: 'Stray collapse', type: 'collapse', children: [] },
    ])
    expect(nav).toHaveTextContent(BAD_GROUP_PLACEHOLDER)
    expect(screen.getAllByText(BAD_GROUP_PLACEHOLDER)).toHaveLength(2)
    expect(screen.queryByRole('link', { name: 'Stray' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'One' })).toHaveAttribute('aria-current', 'page')
  })

  it('shows an empty collapse as a collapse, with the paid-version text', async () => {
    await openDrawer([
      {
        ...pages,
        children: [
          { id: 'one', title: 'One', type: 'item', url: '/one' },
          { id: 'empty', title: 'Empty', type: 'collapse', children: [] },
        ],
      },
    ])
    expect(screen.getByText(COLLAPSE_PLACEHOLDER)).toBeInTheDocument()
    expect(screen.queryByText(BAD_ITEM_PLACEHOLDER)).not.toBeInTheDocument()
  })

  it('still leaves out a collapse whose every entry the person may not see', async () => {
    await openDrawer([
      {
        ...pages,
        children: [
          { id: 'one', title: 'One', type: 'item', url: '/one' },
          {
            id: 'locked',
            title: 'Locked',
            type: 'collapse',
            children: [
              { id: 'audit', title: 'Audit', type: 'item', url: '/audit', permission: 'audit:read' },
            ],
          },
        ],
      },
    ])
    expect(screen.getByRole('link', { name: 'One' })).toBeInTheDocument()
    expect(screen.queryByText(COLLAPSE_PLACEHOLDER)).not.toBeInTheDocument()
  })

  it('shows the same placeholders in the temporary drawer of small screens', async () => {
    setViewportWidth(390)
    renderWithApp(
      <>
        <OpenButton />
        <MainDrawer menu={[pages, { id: 'stray', title: 'Stray', type: 'item', url: '/stray' }]} />
      </>,
      { path: '/one' },
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Open the drawer' }))
    const drawer = await screen.findByRole('dialog')
    expect(await within(drawer).findByText(BAD_GROUP_PLACEHOLDER)).toBeInTheDocument()
    expect(within(drawer).getByRole('link', { name: 'One' })).toBeInTheDocument()
  })
})
