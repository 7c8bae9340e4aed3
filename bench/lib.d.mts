// Types of lib.mjs, for the benchmarks written in TypeScript (bench/resources.ts).
export function freePort(): Promise<number>
export function newDataDir(): Promise<string>
export function percentile(values: number[], p: number): number
export function signUp(
  server: { base: string; origin: string },
  who: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<string>
export function throwawayDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }>
