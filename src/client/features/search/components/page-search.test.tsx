import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { menuItems } from '#client/navigation/menu-items.ts'
import { menuForRole } from '#client/navigation/menu-utils.ts'
import { renderWithApp } from '#client/test/render.tsx'
import { isSearchShortcut, PageSearch } from './page-search.tsx'

const memberMenu = menuForRole(menuItems, 'member')

describe('PageSearch', () => {
  it('has the placeholder of the spec', () => {
    renderWithApp(<PageSearch tree={memberMenu} />)
    expect(screen.getByRole('combobox', { name: 'Search pages' })).toHaveAttribute('placeholder', 'Ctrl + K')
  })

  it('is focused by Ctrl+K and by ⌘K', () => {
    renderWithApp(<PageSearch tree={memberMenu} />)
    const input = screen.getByRole('combobox', { name: 'Search pages' })
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true })
    expect(input).toHaveFocus()
    input.blur()
    fireEvent.keyDown(window, { key: 'K', metaKey: true })
    expect(input).toHaveFocus()
  })

  it('lists matching pages while typing and opens the chosen one with Enter', async () => {
    const { router } = renderWithApp(<PageSearch tree={memberMenu} />)
    const input = screen.getByRole('combobox', { name: 'Search pages' })
    await userEvent.type(input, 'typo')
    expect(await screen.findByRole('option', { name: 'Typography' })).toBeInTheDocument()
    await userEvent.keyboard('{Enter}')
    expect(router.state.location.pathname).toBe('/typography')
  })

  it('says so when no page matches', async () => {
    renderWithApp(<PageSearch tree={memberMenu} />)
    await userEvent.type(screen.getByRole('combobox', { name: 'Search pages' }), 'zzzz')
    expect(await screen.findByText('No page matches')).toBeInTheDocument()
  })

  it('lists only the pages of the tree it is given: a member does not find the administration', async () => {
    const { unmount } = renderWithApp(<PageSearch tree={memberMenu} />)
    await userEvent.type(screen.getByRole('combobox', { name: 'Search pages' }), 'audit')
    expect(await screen.findByText('No page matches')).toBeInTheDocument()
    unmount()
    renderWithApp(<PageSearch tree={menuForRole(menuItems, 'admin')} />)
    await userEvent.type(screen.getByRole('combobox', { name: 'Search pages' }), 'audit')
    expect(await screen.findByRole('option', { name: 'Audit log' })).toBeInTheDocument()
  })

  it('recognises only the plain shortcut', () => {
    const base = { key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false }
    expect(isSearchShortcut({ ...base, ctrlKey: true })).toBe(true)
    expect(isSearchShortcut({ ...base, metaKey: true })).toBe(true)
    expect(isSearchShortcut(base)).toBe(false)
    expect(isSearchShortcut({ ...base, ctrlKey: true, shiftKey: true })).toBe(false)
  })
})
