/** Per client address, per endpoint group: how many requests a window allows (issue 3, "Abuse"). */
export type RateRule = { group: string; max: number; windowSeconds: number }

const rules: { match: RegExp; rule: RateRule }[] = [
  { match: /^\/sign-in\//, rule: { group: 'sign-in', max: 10, windowSeconds: 60 } },
  { match: /^\/sign-up\//, rule: { group: 'sign-up', max: 5, windowSeconds: 600 } },
  {
    match: /^\/(request-password-reset|forget-password)/,
    rule: { group: 'password-reset', max: 5, windowSeconds: 900 },
  },
  { match: /^\/reset-password/, rule: { group: 'reset-password', max: 10, windowSeconds: 900 } },
  {
    match: /^\/(send-verification-email|verify-email)/,
    rule: { group: 'verification', max: 5, windowSeconds: 900 },
  },
]
const fallback: RateRule = { group: 'auth', max: 120, windowSeconds: 60 }

/** The rule for a path under {BASE}/api/auth. */
export function rateRuleFor(authPath: string): RateRule {
  return rules.find(({ match }) => match.test(authPath))?.rule ?? fallback
}
