import { createHash, createPublicKey, type JsonWebKey, randomBytes, verify } from 'node:crypto'
import { describe, expect, it, onTestFinished } from 'vitest'
import { completeProviderLogin, startOidcTestProvider } from './oidc-test-provider.ts'

// The harness on its own, as a relying party that knows nothing of Foyer would use it.

const clientId = 'harness-client'
const clientSecret = 'harness-secret'
const redirectUri = 'http://localhost:3999/cb'

type Discovery = {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  jwks_uri: string
  code_challenge_methods_supported: string[]
}

type TokenResponse = { id_token: string; access_token: string; token_type: string }

async function startProvider() {
  const provider = await startOidcTestProvider({ clientId, clientSecret, redirectUris: [redirectUri] })
  onTestFinished(() => provider.close())
  const response = await fetch(`${provider.issuer}/.well-known/openid-configuration`)
  expect(response.status).toBe(200)
  const discovery = (await response.json()) as Discovery
  return { issuer: provider.issuer, discovery }
}

/** An authorization request as a relying party builds it, with its secrets kept for the callback. */
function authorizationRequest(discovery: Discovery) {
  const state = randomBytes(16).toString('base64url')
  const nonce = randomBytes(16).toString('base64url')
  const verifier = randomBytes(32).toString('base64url')
  const url = new URL(discovery.authorization_endpoint)
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString()
  return { url: url.href, state, nonce, verifier }
}

async function exchangeCode(
  discovery: Discovery,
  code: string,
  verifier: string,
  method: 'basic' | 'post',
): Promise<TokenResponse> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri })
  form.set('code_verifier', verifier)
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (method === 'basic') {
    headers.authorization = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
  } else {
    form.set('client_id', clientId)
    form.set('client_secret', clientSecret)
  }
  const response = await fetch(discovery.token_endpoint, { method: 'POST', headers, body: form.toString() })
  const body = await response.text()
  expect(response.status, body).toBe(200)
  return JSON.parse(body) as TokenResponse
}

function jwtPart(token: string, index: number): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString('utf8'))
}

describe('the test OIDC provider', () => {
  it('signs a verified person in through discovery, PKCE and a basic-authenticated token request', async () => {
    const { issuer, discovery } = await startProvider()
    expect(issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(discovery.issuer).toBe(issuer)
    expect(discovery.authorization_endpoint).toBe(`${issuer}/auth`)
    expect(discovery.token_endpoint).toBe(`${issuer}/token`)
    expect(discovery.jwks_uri).toBe(`${issuer}/jwks`)
    expect(discovery.code_challenge_methods_supported).toContain('S256')

    const request = authorizationRequest(discovery)
    const returned = new URL(
      await completeProviderLogin(request.url, { email: 'Ada.Lovelace@example.com', name: 'Ada Lovelace' }),
    )
    expect(`${returned.origin}${returned.pathname}`).toBe(redirectUri)
    expect(returned.searchParams.get('state')).toBe(request.state)
    expect(returned.searchParams.get('iss')).toBe(issuer)
    const code = returned.searchParams.get('code')
    expect(code).toBeTruthy()

    const tokens = await exchangeCode(discovery, code ?? '', request.verifier, 'basic')
    expect(tokens.token_type).toBe('Bearer')
    const claims = jwtPart(tokens.id_token, 1)
    expect(claims).toMatchObject({
      iss: issuer,
      aud: clientId,
      sub: 'ada.lovelace@example.com',
      email: 'Ada.Lovelace@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      nonce: request.nonce,
    })

    // The signature checks out against the published key set.
    const header = jwtPart(tokens.id_token, 0)
    expect(header.alg).toBe('RS256')
    const { keys } = (await (await fetch(discovery.jwks_uri)).json()) as {
      keys: (JsonWebKey & { kid: string })[]
    }
    const key = keys.find((candidate) => candidate.kid === header.kid)
    expect(key).toBeDefined()
    const [head, payload, signature] = tokens.id_token.split('.')
    const isValid = verify(
      'sha256',
      Buffer.from(`${head}.${payload}`),
      createPublicKey({ key: key ?? {}, format: 'jwk' }),
      Buffer.from(signature ?? '', 'base64url'),
    )
    expect(isValid).toBe(true)
  })

  it('says email_verified: false for an unverified address, and takes client_secret_post too', async () => {
    const { discovery } = await startProvider()
    const request = authorizationRequest(discovery)
    const returned = new URL(
      await completeProviderLogin(request.url, {
        email: 'grace@example.com',
        name: 'Grace',
        verified: false,
      }),
    )
    expect(returned.searchParams.get('state')).toBe(request.state)
    const tokens = await exchangeCode(
      discovery,
      returned.searchParams.get('code') ?? '',
      request.verifier,
      'post',
    )
    const claims = jwtPart(tokens.id_token, 1)
    expect(claims).toMatchObject({ sub: 'grace@example.com', email_verified: false, name: 'Grace' })
    expect(claims).not.toHaveProperty('family_name')
  })

  it('sends access_denied back with the state when the person denies', async () => {
    const { discovery } = await startProvider()
    const request = authorizationRequest(discovery)
    const returned = new URL(
      await completeProviderLogin(request.url, {
        email: 'alan@example.com',
        name: 'Alan Turing',
        deny: true,
      }),
    )
    expect(`${returned.origin}${returned.pathname}`).toBe(redirectUri)
    expect(returned.searchParams.get('error')).toBe('access_denied')
    expect(returned.searchParams.get('state')).toBe(request.state)
    expect(returned.searchParams.has('code')).toBe(false)
  })
})
