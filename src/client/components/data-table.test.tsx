import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithApp, setViewportWidth } from '#client/test/render.tsx'
import { type DataColumn, DataTable } from './data-table.tsx'

type Planet = { id: string; name: string; moons: number }
const planets: Planet[] = [
  { id: 'e', name: 'Earth', moons: 1 },
  { id: 'm', name: 'Mars', moons: 2 },
]
const columns: DataColumn<Planet>[] = [
  { id: 'name', label: 'Name', header: 'Name', isTitle: true, cell: (p) => p.name, sort: 'ascending' },
  { id: 'moons', label: 'Moons', header: 'Moons', align: 'right', cell: (p) => p.moons },
  {
    id: 'actions',
    label: 'Actions',
    header: null,
    isAction: true,
    cell: (p) => <button type="button">Edit {p.name}</button>,
  },
]

function renderPlanets() {
  return renderWithApp(
    <DataTable
      rows={planets}
      rowKey={(p) => p.id}
      columns={columns}
      caption="The planets"
      label="Planets"
      minWidth={400}
    />,
  )
}

afterEach(() => setViewportWidth(1024))

describe('DataTable', () => {
  it('is a table from the small breakpoint up: headings, a header cell per row, the actions heading unseen', () => {
    setViewportWidth(768)
    renderPlanets()
    const table = screen.getByRole('table', { name: 'The planets' })
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument()
    expect(within(table).getByRole('rowheader', { name: 'Mars' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Planets' })).toHaveAttribute('tabindex', '0')
  })

  it('is a list of cards below it: the title with its actions, then each field by name', () => {
    setViewportWidth(390)
    renderPlanets()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const cards = within(screen.getByRole('list', { name: 'Planets' })).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    const mars = cards[1] as HTMLElement
    expect(within(mars).getByText('Mars')).toBeInTheDocument()
    expect(within(mars).getByRole('button', { name: 'Edit Mars' })).toBeInTheDocument()
    expect(within(mars).getByRole('term')).toHaveTextContent('Moons')
    expect(within(mars).getByRole('definition')).toHaveTextContent('2')
  })
})
