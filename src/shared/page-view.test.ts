import { describe, expect, it } from 'vitest'
import { BREAKPOINTS } from './constants.ts'
import { formatPageView, parsePageView, widthClassOf, widthOf } from './page-view.ts'

describe('the foyer.view cookie (decision 010)', () => {
  it('names the widest breakpoint a window width reaches', () => {
    expect(widthClassOf(0)).toBe('xs')
    expect(widthClassOf(412)).toBe('xs')
    expect(widthClassOf(BREAKPOINTS.sm - 1)).toBe('xs')
    expect(widthClassOf(BREAKPOINTS.sm)).toBe('sm')
    expect(widthClassOf(BREAKPOINTS.lg - 1)).toBe('md')
    expect(widthClassOf(BREAKPOINTS.xl - 1)).toBe('lg')
    expect(widthClassOf(BREAKPOINTS.xl)).toBe('xl')
    expect(widthClassOf(3840)).toBe('xl')
  })

  it('renders each class at a width inside it', () => {
    for (const name of Object.keys(BREAKPOINTS) as (keyof typeof BREAKPOINTS)[])
      expect(widthClassOf(widthOf(name))).toBe(name)
  })

  it('reads back what it writes', () => {
    const view = { width: 'md', locale: 'pt-BR', timeZone: 'America/Sao_Paulo' } as const
    const value = formatPageView(view)
    expect(value).toBe('md%20pt-BR%20America%2FSao_Paulo')
    expect(parsePageView(value)).toEqual(view)
    expect(parsePageView(formatPageView({ width: 'xs', locale: 'en-US', timeZone: 'Etc/GMT+5' }))).toEqual({
      width: 'xs',
      locale: 'en-US',
      timeZone: 'Etc/GMT+5',
    })
  })

  it.each([
    undefined,
    '',
    'xl',
    'xl%20en-GB',
    'huge%20en-GB%20UTC',
    'xl%20en-GB%20UTC%20more',
    'xl%20%3Cscript%3E%20UTC',
    'xl%20en-GB%20Europe%2FParis%22',
    '%E0%A4%A',
  ])('refuses %s', (value) => {
    expect(parsePageView(value)).toBeNull()
  })
})
