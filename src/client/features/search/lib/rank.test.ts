import { describe, expect, it } from 'vitest'
import { matchRank } from './rank.ts'

describe('matchRank', () => {
  it('ranks a whole match, then a start of the text or of a word, then a part, then nothing', () => {
    expect(matchRank(['Grace Hopper'], 'grace hopper')).toBe(3)
    expect(matchRank(['Grace Hopper'], 'gra')).toBe(2)
    expect(matchRank(['Ada Lovelace', 'ada@example.org'], 'exam')).toBe(2)
    expect(matchRank(['Ada Lovelace'], 'lace')).toBe(1)
    expect(matchRank(['Typography'], 'gra')).toBe(1)
    expect(matchRank(['Typography'], 'xyz')).toBe(0)
    expect(matchRank(['Typography', null], '  ')).toBe(0)
  })
})
