import StarOutlinedIcon from '@ant-design/icons-svg/es/asn/StarOutlined'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { antIcon } from '#client/components/ant-icon.tsx'
import type { MenuGroup, MenuNode } from '#client/navigation/types.ts'
import { renderWithApp } from '#client/test/render.tsx'
import { BAD_GROUP_PLACEHOLDER, BAD_ITEM_PLACEHOLDER, COLLAPSE_PLACEHOLDER } from './nav-group.tsx'
import { Navigation } from './navigation.tsx'

const StarOutlined = antIcon(StarOutlinedIcon)

const run = vi.fn()

const tree: MenuGroup[] = [
  {
    id: 'group-a',
    title: 'Group A',
    type: 'group',
    children: [
      { id: 'one', title: 'One', type: 'item', url: '/one', icon: StarOutlined },
      { id: 'two', title: 'Two', type: 'item', url: '/two', disabled: true },
      {
        id: 'three',
        title: 'Three',
        type: 'item',
        url: '/three',
        chip: { label: 'New', color: 'success', avatar: 'N' },
        actions: [
          { type: 'function', id: 'pin', label: 'Pin Three', icon: StarOutlined, run },
          {
            type: 'link',
            id: 'open',
            label: 'Open Three elsewhere',
            icon: StarOutlined,
            url: 'https://example.org/',
            target: true,
          },
        ],
      },
      { id: 'new-tab', title: 'New tab', type: 'item', url: '/new-tab', target: true },
    ],
  },
]

describe('Navigation', () => {
  it('shows group titles and item titles while the drawer is open', () => {
    renderWithApp(<Navigation tree={tree} isDrawerOpen />, { path: '/one' })
    expect(screen.getByRole('heading', { name: 'Group A' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'One' })).toBeVisible()
  })

  it('marks the item whose route matches the path as the current page', async () => {
    renderWithApp(<Navigation tree={tree} isDrawerOpen />, { path: '/one' })
    expect(screen.getByRole('link', { name: 'One' })).toHaveAttribute('aria-current', 'page')
    expect(await screen.findByRole('link', { name: 'Three New' })).not.toHaveAttribute('aria-current')
  })

  it('hides group titles when collapsed and keeps each item named for its title', async () => {
    renderWithApp(<Navigation tree={tree} isDrawerOpen={false} />, { path: '/' })
    expect(screen.queryByRole('heading', { name: 'Group A' })).not.toBeInTheDocument()
    const one = screen.getByRole('link', { name: 'One' })
    await userEvent.hover(one)
    expect(await screen.findByRole('tooltip')).toHaveTextContent('One')
  })

  it('renders a disabled item as disabled', () => {
    renderWithApp(<Navigation tree={tree} isDrawerOpen />)
    expect(screen.getByRole('link', { name: 'Two' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('shows an item chip and runs its function and link actions', async () => {
    renderWithApp(<Navigation tree={tree} isDrawerOpen />)
    expect(await screen.findByText('New')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Pin Three' }))
    expect(run).toHaveBeenCalledTimes(1)
    const link = screen.getByRole('link', { name: 'Open Three elsewhere (opens in a new tab)' })
    expect(link).toHaveAttribute('href', 'https://example.org/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('opens a target item in a new tab and says so', () => {
    renderWithApp(<Navigation tree={tree} isDrawerOpen />)
    const link = screen.getByRole('link', { name: /^New tab\s*\(opens in a new tab\)$/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('href', '/new-tab')
  })

  it('calls onChoose when an item is chosen, so a temporary drawer can close', async () => {
    const onChoose = vi.fn()
    renderWithApp(<Navigation tree={tree} isDrawerOpen onChoose={onChoose} />)
    await userEvent.click(screen.getByRole('link', { name: 'One' }))
    expect(onChoose).toHaveBeenCalled()
  })

  it('shows the placeholder texts of the spec for entries it cannot render', () => {
    const bad: MenuNode[] = [
      {
        id: 'group-b',
        title: 'Group B',
        type: 'group',
        children: [
          { id: 'c', title: 'C', type: 'collapse', children: [] },
          { id: 'x', title: 'X', type: 'mystery' } as unknown as MenuNode,
        ],
      },
      { id: 'top', title: 'Top', type: 'item', url: '/top' },
    ]
    renderWithApp(<Navigation tree={bad} isDrawerOpen />)
    expect(screen.getByText(COLLAPSE_PLACEHOLDER)).toBeInTheDocument()
    expect(screen.getByText(BAD_ITEM_PLACEHOLDER)).toBeInTheDocument()
    expect(screen.getByText(BAD_GROUP_PLACEHOLDER)).toBeInTheDocument()
    expect(COLLAPSE_PLACEHOLDER).toBe('collapse - only available in paid version')
    expect(BAD_ITEM_PLACEHOLDER).toBe('Fix - Group Collapse or Items')
    expect(BAD_GROUP_PLACEHOLDER).toBe('Fix - Navigation Group')
  })
})
