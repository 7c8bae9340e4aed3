import {
  type Field,
  RESOURCE_PAGE_SIZE_DEFAULT,
  type ResourceDefinition,
  sortKeys,
} from '#shared/resource.ts'
import { resources } from '#shared/resources/index.ts'

// A resource's list lives in the address, in the API's own words (page, pageSize, sort, q,
// filter[<field>]), so that a link reproduces what is on screen and the list asks the API for
// exactly what the address says. These pure functions read a view, write it back (defaults left out)
// and find the resource a page belongs to.

export const RESOURCE_PAGE_SIZES = [10, 25, 50, 100] as const

export type ResourceView = {
  page: number
  pageSize: number
  /** A sort key, `-` first for descending. */
  sort: string
  q: string
  /** `filter[<field>]` values, by field name. */
  filters: Record<string, string>
}

const DEFAULT_SORT = '-createdAt'

/** The resource whose pages are at this path (relative to the base path: `/projects/42`), or null. */
export function resourceAt(pathname: string): ResourceDefinition | null {
  const name = pathname.split('/')[1] ?? ''
  return resources.find((definition) => definition.name === name) ?? null
}

/** Whether a filter's value is one the field can hold (an enum's value, true or false...). */
function isFilterValue(field: Field, value: string): boolean {
  switch (field.kind) {
    case 'enum':
      return field.values.includes(value)
    case 'boolean':
      return value === 'true' || value === 'false'
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value))
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value)
    default:
      return value.length > 0 && value.length <= 200
  }
}

/** The view in the address; anything missing or not allowed is the default. */
export function resourceViewFrom(definition: ResourceDefinition, params: URLSearchParams): ResourceView {
  const page = Number(params.get('page'))
  const pageSize = Number(params.get('pageSize'))
  const sort = params.get('sort') ?? ''
  const filters: Record<string, string> = {}
  for (const [name, field] of Object.entries(definition.fields)) {
    const value = params.get(`filter[${name}]`)
    if (value !== null && isFilterValue(field, value)) filters[name] = value
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (RESOURCE_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : RESOURCE_PAGE_SIZE_DEFAULT,
    sort: sortKeys(definition).includes(sort.replace(/^-/, '')) ? sort : DEFAULT_SORT,
    q: (params.get('q') ?? '').slice(0, 200),
    filters,
  }
}

/** The address's search params of a view, defaults left out. */
export function resourceSearchFor(view: ResourceView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.q.trim()) params.set('q', view.q.trim())
  for (const [name, value] of Object.entries(view.filters)) if (value) params.set(`filter[${name}]`, value)
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort)
  if (view.page > 1) params.set('page', String(view.page))
  if (view.pageSize !== RESOURCE_PAGE_SIZE_DEFAULT) params.set('pageSize', String(view.pageSize))
  return params
}

/** The API's query for a view: all of it, so that the answer is what the address says. */
export function resourceApiQuery(view: ResourceView, { csv = false } = {}): URLSearchParams {
  const params = resourceSearchFor(view)
  if (csv) {
    // The export is the whole of the current filter, not one page.
    params.delete('page')
    params.delete('pageSize')
    params.set('format', 'csv')
    return params
  }
  params.set('page', String(view.page))
  params.set('pageSize', String(view.pageSize))
  params.set('sort', view.sort)
  return params
}

export function isFiltered(view: ResourceView): boolean {
  return view.q.trim() !== '' || Object.values(view.filters).some(Boolean)
}
