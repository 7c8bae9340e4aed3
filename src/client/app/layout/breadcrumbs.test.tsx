import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { MenuGroup } from '#client/navigation/types.ts'
import { renderWithApp } from '#client/test/render.tsx'
import { Breadcrumbs, BreadcrumbTrail } from './breadcrumbs.tsx'

describe('Breadcrumbs', () => {
  it('shows Home / group / page for a flagged page, with a slash separator', () => {
    renderWithApp(<Breadcrumbs />, { path: '/color' })
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(nav).toHaveTextContent('Home/Utilities/Color')
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard/default')
    expect(within(nav).getByText('Color')).toHaveAttribute('aria-current', 'page')
  })

  it('shows nothing for a page that is not flagged for breadcrumbs', () => {
    renderWithApp(<Breadcrumbs />, { path: '/dashboard/default' })
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument()
  })

  it('follows a route alias to the aliased item trail', () => {
    const tree: MenuGroup[] = [
      {
        id: 'apps',
        title: 'Apps',
        type: 'group',
        children: [
          {
            id: 'card',
            title: 'Customer Card',
            type: 'item',
            url: '/apps/customer/customer-card',
            aliases: ['/component-overview/breadcrumbs'],
            breadcrumbs: true,
          },
        ],
      },
    ]
    renderWithApp(<Breadcrumbs tree={tree} />, { path: '/component-overview/breadcrumbs' })
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Home/Apps/Customer Card',
    )
  })

  it('collapses more than 8 crumbs in the middle, keeping 1 before and 1 after, and expands on click', async () => {
    const crumbs = Array.from({ length: 10 }, (_, i) => ({
      id: `c${i}`,
      title: `Crumb ${i}`,
      url: i < 9 ? '/x' : undefined,
    }))
    renderWithApp(<BreadcrumbTrail crumbs={crumbs} />)
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(nav).getByText('Crumb 0')).toBeInTheDocument()
    expect(within(nav).getByText('Crumb 9')).toBeInTheDocument()
    expect(within(nav).queryByText('Crumb 5')).not.toBeInTheDocument()
    await userEvent.click(within(nav).getByRole('button', { name: 'Show all breadcrumbs' }))
    for (let i = 0; i < 10; i++) expect(within(nav).getByText(`Crumb ${i}`)).toBeInTheDocument()
    // The button is gone; focus stays in the trail, on its first link, not on the page body.
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Crumb 0' })).toHaveFocus())
    expect(within(nav).getAllByRole('listitem')).toHaveLength(10)
  })

  it('does not collapse a trail of exactly 8', () => {
    const crumbs = Array.from({ length: 8 }, (_, i) => ({ id: `c${i}`, title: `Crumb ${i}` }))
    renderWithApp(<BreadcrumbTrail crumbs={crumbs} />)
    expect(screen.queryByRole('button', { name: 'Show all breadcrumbs' })).not.toBeInTheDocument()
    expect(screen.getByText('Crumb 4')).toBeInTheDocument()
  })
})
