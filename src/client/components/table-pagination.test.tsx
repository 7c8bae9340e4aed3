import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { RowsPerPage } from './rows-per-page.tsx'
import { displayedRows, TablePagination } from './table-pagination.tsx'

function Pager({
  count,
  onRowsPerPageChange,
}: {
  count: number
  onRowsPerPageChange?: (limit: number) => void
}) {
  const [page, setPage] = useState(1)
  return (
    <TablePagination
      count={count}
      page={page}
      rowsPerPage={10}
      onPageChange={setPage}
      sizes={
        onRowsPerPageChange && (
          <RowsPerPage options={[10, 20, 50]} value={10} onChange={onRowsPerPageChange} />
        )
      }
    />
  )
}

describe('TablePagination', () => {
  it('writes the rows shown as MUI does', () => {
    expect(displayedRows(1, 10, 57)).toBe('1–10 of 57')
    expect(displayedRows(6, 10, 57)).toBe('51–57 of 57')
    expect(displayedRows(1, 10, 0)).toBe('0–0 of 0')
    expect(displayedRows(2, 20, 12345)).toBe('21–40 of 12,345')
  })

  it('moves between pages, each button disabled where it leads nowhere', async () => {
    render(<Pager count={25} />)
    const first = screen.getByRole('button', { name: 'Go to first page' })
    const previous = screen.getByRole('button', { name: 'Go to previous page' })
    const next = screen.getByRole('button', { name: 'Go to next page' })
    const last = screen.getByRole('button', { name: 'Go to last page' })
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument()
    expect(first).toBeDisabled()
    expect(previous).toBeDisabled()
    await userEvent.click(next)
    expect(screen.getByText('11–20 of 25')).toBeInTheDocument()
    expect(previous).toBeEnabled()
    await userEvent.click(last)
    expect(screen.getByText('21–25 of 25')).toBeInTheDocument()
    expect(next).toBeDisabled()
    await userEvent.click(first)
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument()
  })

  it('hands focus to the next enabled button when the focused one becomes disabled, never to the body', async () => {
    render(<Pager count={25} />)
    const next = screen.getByRole('button', { name: 'Go to next page' })
    next.focus()
    await userEvent.keyboard('{Enter}')
    expect(next).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(next).toBeDisabled()
    // Next and Last are both disabled on the last page: the nearest enabled one before it is Previous.
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toHaveFocus()
  })

  it('offers the sizes in a native select named by its label, and no select without them', async () => {
    const onRowsPerPageChange = vi.fn()
    const { unmount } = render(<Pager count={25} onRowsPerPageChange={onRowsPerPageChange} />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '50')
    expect(onRowsPerPageChange).toHaveBeenCalledWith(50)
    unmount()
    render(<Pager count={25} />)
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
  })
})
