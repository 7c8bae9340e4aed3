import useSWR, { useSWRConfig } from 'swr'
import { fetchJson } from '#client/lib/fetch-json.ts'
import type { ResourceDefinition } from '#shared/resource.ts'
import { type ResourceView, resourceApiQuery } from './resource-view.ts'

// A resource's calls, under {BASE}/api/<name>. Reads are SWR hooks keyed by the request path;
// after a change, the record's answer goes straight into the cache and every page of the list is
// asked again.

/** A record as the API answers it: its fields by name, and the columns every resource has. */
export type ResourceRecord = {
  id: string
  version: number
  createdBy: string | null
  createdAt: string
  updatedAt: string
  [field: string]: string | number | boolean | null
}
export type RecordPage = { items: ResourceRecord[]; total: number; page: number; pageSize: number }
/** The fields a form sends: a value, or null for none. */
export type RecordValues = Record<string, string | number | boolean | null>

export const resourceApiPath = (definition: ResourceDefinition) => `/api/${definition.name}`
export const recordApiPath = (definition: ResourceDefinition, id: string) =>
  `${resourceApiPath(definition)}/${encodeURIComponent(id)}`

export function recordListPath(definition: ResourceDefinition, view: ResourceView): string {
  return `${resourceApiPath(definition)}?${resourceApiQuery(view)}`
}

/** The CSV of the list's current search and filters (every page of it). */
export function recordCsvPath(definition: ResourceDefinition, view: ResourceView): string {
  return `${resourceApiPath(definition)}?${resourceApiQuery(view, { csv: true })}`
}

/** One page of a resource's list; the previous page stays shown while the next one loads. */
export function useRecords(definition: ResourceDefinition, view: ResourceView) {
  const path = recordListPath(definition, view)
  return useSWR(path, (key: string) => fetchJson<RecordPage>(key), { keepPreviousData: true })
}

/** One record; a missing one is an error with status 404. */
export function useRecord(definition: ResourceDefinition, id: string | null) {
  return useSWR(id ? recordApiPath(definition, id) : null, (key: string) => fetchJson<ResourceRecord>(key))
}

/** The resource's writes, each followed by fresh lists (and the record's new answer in the cache). */
export function useRecordWrites(definition: ResourceDefinition) {
  const { mutate } = useSWRConfig()
  const base = resourceApiPath(definition)
  const refreshLists = () => mutate((key) => typeof key === 'string' && key.startsWith(`${base}?`))
  const send = async (path: string, method: string, body?: unknown) => {
    const answer = await fetchJson<ResourceRecord | undefined>(path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return answer
  }
  return {
    create: async (values: RecordValues) => {
      const record = (await send(base, 'POST', values)) as ResourceRecord
      await mutate(recordApiPath(definition, record.id), record, { revalidate: false })
      void refreshLists()
      return record
    },
    update: async (id: string, version: number, values: RecordValues) => {
      const record = (await send(recordApiPath(definition, id), 'PATCH', {
        ...values,
        version,
      })) as ResourceRecord
      await mutate(recordApiPath(definition, id), record, { revalidate: false })
      void refreshLists()
      return record
    },
    /** Takes one of the definition's actions on a record, at the version read. */
    act: async (id: string, action: string, version: number) => {
      const record = (await send(`${recordApiPath(definition, id)}/actions/${action}`, 'POST', {
        version,
      })) as ResourceRecord
      await mutate(recordApiPath(definition, id), record, { revalidate: false })
      void refreshLists()
      return record
    },
    remove: async (id: string) => {
      await send(recordApiPath(definition, id), 'DELETE')
      await mutate(recordApiPath(definition, id), undefined, { revalidate: false })
      void refreshLists()
    },
    removeMany: async (ids: readonly string[]) => {
      const answer = await fetchJson<{ deleted: number }>(`${base}/bulk-delete`, {
        method: 'POST',
        body: JSON.stringify({ ids }),
      })
      void refreshLists()
      return answer.deleted
    },
    /** Asks again for every page of the list (another person changed the resource). */
    refreshLists,
  }
}
