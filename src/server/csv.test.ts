import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from './csv.ts'

describe('a CSV cell', () => {
  it('quotes every text, so that a `;` list separator splits nothing into a formula', () => {
    expect(csvCell('x;=1+1;@SUM(2+2)')).toBe('"x;=1+1;@SUM(2+2)"')
    expect(csvCell('Ada')).toBe('"Ada"')
    expect(csvCell('said "go"\r\nthen')).toBe('"said ""go""\r\nthen"')
  })

  it('marks a text that starts as a formula would as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}HYPERLINK("http://example.com")`)).toBe(
        `"'${start}HYPERLINK(""http://example.com"")"`,
      )
  })

  it('leaves numbers and booleans bare, and an absent value empty', () => {
    expect(csvLine([-5, 1.5, true, null, undefined, 0])).toBe('-5,1.5,true,,,0\r\n')
  })

  it('writes an object as its JSON, quoted', () => {
    expect(csvCell({ a: '=1' })).toBe('"{""a"":""=1""}"')
  })
})
