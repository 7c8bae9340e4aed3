import { describe, expect, it } from 'vitest'
import {
  auditApiQuery,
  auditSearchFor,
  auditViewFrom,
  defaultAuditView,
  defaultPeopleView,
  endOfDayIso,
  isBackwardsRange,
  peopleApiQuery,
  peopleSearchFor,
  peopleViewFrom,
  presetOf,
  presetRange,
  startOfDayIso,
} from './list-views.ts'

describe('the People view in the address', () => {
  it('reads the defaults from an empty address, and writes nothing for them', () => {
    expect(peopleViewFrom(new URLSearchParams())).toEqual(defaultPeopleView)
    expect(peopleSearchFor(defaultPeopleView).toString()).toBe('')
  })

  it('reads every part of the view and writes it back the same', () => {
    const search = 'q=ada&role=admin&status=banned&sort=createdAt&order=asc&page=3&limit=50'
    const view = peopleViewFrom(new URLSearchParams(search))
    expect(view).toEqual({
      q: 'ada',
      role: 'admin',
      status: 'banned',
      sort: 'createdAt',
      order: 'asc',
      page: 3,
      limit: 50,
    })
    expect(peopleSearchFor(view).toString()).toBe(search)
  })

  it('falls back to the defaults for values the server would refuse', () => {
    expect(
      peopleViewFrom(new URLSearchParams('role=root&status=x&sort=password&order=up&page=-1&limit=1000')),
    ).toEqual(defaultPeopleView)
  })

  it('sorts dates newest first unless the address says otherwise', () => {
    expect(peopleViewFrom(new URLSearchParams('sort=lastSignInAt')).order).toBe('desc')
    expect(peopleViewFrom(new URLSearchParams('sort=email')).order).toBe('asc')
  })

  it('always asks the API for a sort, an order, a page and a limit, and for the filters that are set', () => {
    expect(peopleApiQuery(defaultPeopleView)).toBe('sort=name&order=asc&page=1&limit=20')
    expect(peopleApiQuery({ ...defaultPeopleView, q: '  ada ', status: 'active', page: 2 })).toBe(
      'q=ada&status=active&sort=name&order=asc&page=2&limit=20',
    )
  })
})

describe('the Audit log view in the address', () => {
  it('reads and writes the filters, and ignores days that are not days', () => {
    const view = auditViewFrom(
      new URLSearchParams('kind=sign_in&actor=u1&target=u2&from=2025-03-01&to=nope&page=2&limit=10'),
    )
    expect(view).toEqual({
      ...defaultAuditView,
      kind: 'sign_in',
      actor: 'u1',
      target: 'u2',
      from: '2025-03-01',
      page: 2,
      limit: 10,
    })
    expect(auditSearchFor(view).toString()).toBe(
      'kind=sign_in&actor=u1&target=u2&from=2025-03-01&page=2&limit=10',
    )
  })

  it('sends days as moments: from the start of the first day to the end of the last', () => {
    const query = new URLSearchParams(
      auditApiQuery({ ...defaultAuditView, from: '2025-03-01', to: '2025-03-02' }),
    )
    expect(query.get('from')).toBe(startOfDayIso('2025-03-01'))
    expect(query.get('to')).toBe(endOfDayIso('2025-03-02'))
    expect(Date.parse(endOfDayIso('2025-03-02')) - Date.parse(startOfDayIso('2025-03-02'))).toBe(
      86_400_000 - 1,
    )
    expect(query.get('page')).toBe('1')
    expect(query.get('limit')).toBe('20')
    expect(query.has('kind')).toBe(false)
  })
})

describe('the audit log’s date presets', () => {
  const now = new Date(2026, 10, 27, 15, 30)
  it('end today and cover their days, in the person’s time zone', () => {
    expect(presetRange('today', now)).toEqual({ from: '2026-11-27', to: '2026-11-27' })
    expect(presetRange('7d', now)).toEqual({ from: '2026-11-21', to: '2026-11-27' })
    expect(presetRange('30d', now)).toEqual({ from: '2026-10-29', to: '2026-11-27' })
  })
  it('are recognised in a range, and a range of one’s own is none of them', () => {
    expect(presetOf({ from: '2026-11-21', to: '2026-11-27' }, now)).toBe('7d')
    expect(presetOf({ from: '2026-11-20', to: '2026-11-27' }, now)).toBe('')
    expect(presetOf({ from: '', to: '' }, now)).toBe('')
  })
  it('tell a range that runs backwards', () => {
    expect(isBackwardsRange({ from: '2026-11-28', to: '2026-11-27' })).toBe(true)
    expect(isBackwardsRange({ from: '2026-11-27', to: '2026-11-27' })).toBe(false)
    expect(isBackwardsRange({ from: '2026-11-28', to: '' })).toBe(false)
  })
})
