/**
 * Is a canary's error rate significantly above its base's over the same window? (ADR 0037.)
 *
 * Fisher's exact test, one-sided: of all page loads of both releases in the window (N), F failed; the
 * canary had n of the loads. If the canary were no worse than the base, its failures would be a
 * hypergeometric draw of n loads from N with F failures; the p-value is the chance of at least the
 * canary's failures in such a draw. Exact for any counts (a canary is small by design, and failures are
 * rare, where the normal approximation of a z-test is poor), no prior to choose (a Bayesian comparison
 * needs one), and one-sided: a canary better than its base is no reason to act.
 */

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7: about 15 significant digits). */
function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < 9; i++) sum += (LANCZOS[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const lnChoose = (n: number, k: number) => lnGamma(n + 1) - lnGamma(k + 1) - lnGamma(n - k + 1);

export interface Sample {
  /** Page loads that used the release (each verified report of a page counts one). */
  loads: number;
  /** Of them, the ones that failed. */
  failures: number;
}

/**
 * P(canary failures ≥ observed | the canary is no worse than the base): Fisher's exact test, one-sided.
 * 1 when there is nothing to compare (no loads on a side, no failures at all).
 */
export function fisherOneSided(canary: Sample, base: Sample): number {
  const n = canary.loads;
  const N = canary.loads + base.loads;
  const F = canary.failures + base.failures;
  const a = canary.failures;
  if (n <= 0 || base.loads <= 0 || F === 0) return 1;
  const denominator = lnChoose(N, n);
  const top = Math.min(F, n);
  let p = 0;
  for (let k = a; k <= top; k++) {
    if (N - F < n - k) continue;
    p += Math.exp(lnChoose(F, k) + lnChoose(N - F, n - k) - denominator);
  }
  return Math.min(1, p);
}

export interface CanaryVerdict {
  /** Enough loads on both sides to judge at all. */
  judged: boolean;
  /** The canary's error rate is significantly above the base's (p < alpha). */
  worse: boolean;
  pValue: number;
}

export function compareCanary(canary: Sample, base: Sample, settings: { minLoads: number; alpha: number }): CanaryVerdict {
  const judged = canary.loads >= settings.minLoads && base.loads >= settings.minLoads;
  const pValue = fisherOneSided(canary, base);
  return { judged, worse: judged && pValue < settings.alpha && canary.failures / canary.loads > base.failures / base.loads, pValue };
}
