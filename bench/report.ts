// bench/results.md from one or more measurement runs of a database mode: each figure as the range over the runs
// (min–max), each budget judged on the worst run.
import { COST_CURVE_BUDGET, type CostPoint } from './cost-curve';
import { CROSS_CHECK_DISTRIBUTION_BUDGET_MS, LARGE_CROSS_CHECK_SUBMITTERS, type LargeCrossCheck } from './cross-checks';
import type { LoadResult } from './load';
import type { ScaleOutPoint } from './scale-out';
import { p50Budgets, p99Budgets, ratioBudgets, rpsBudgets, SCORE_REVALIDATION, SCORE_RSS_BUDGET_MB } from './scenarios';
import { CONCURRENT_SCORE_WRITES, type RankCheck } from './score-writes';
import type { RssPeaks } from './server';
import { workflowLines, type Workflows } from './workflows';

export type RunResult = {
  results: LoadResult[];
  scoreRss: RssPeaks;
  wholeRss: RssPeaks;
  costCurve?: CostPoint[];
  scaleOut?: ScaleOutPoint[];
  // After the 10 concurrent writers: stored ranks and totals against a fresh ranking.
  rankCheck?: RankCheck;
  writeFailure?: string;
};

export type ModeReport = {
  mode: string;
  seedMs: number;
  // The 1,000- and 50,000-student courses of the cost curve (PostgreSQL mode).
  costSeedMs?: number;
  databaseInProcess: boolean;
  crossCheck: LargeCrossCheck;
  workflows: Workflows;
  runs: RunResult[];
};

const missed = (met: boolean) => (met ? 'met' : '**missed**');

// "a–b" over the runs (one figure when they agree or there is one run).
function range(values: number[], digits = 0): string {
  const [low, high] = [Math.min(...values), Math.max(...values)].map((value) => value.toFixed(digits));
  return low === high ? low : `${low}–${high}`;
}

function verdict(name: string, runs: LoadResult[], ratios: number[]): string {
  const checks: [boolean, string][] = [];
  const worstP99 = Math.max(...runs.map((r) => r.p99));
  const worstP50 = Math.max(...runs.map((r) => r.p50));
  if (p50Budgets[name] !== undefined) checks.push([worstP50 <= p50Budgets[name], `p50 ≤ ${p50Budgets[name]} ms`]);
  if (p99Budgets[name] !== undefined) checks.push([worstP99 <= p99Budgets[name], `p99 ≤ ${p99Budgets[name]} ms`]);
  if (ratioBudgets[name] !== undefined)
    checks.push([Math.min(...ratios) >= ratioBudgets[name], `≥ ${ratioBudgets[name]}× health`]);
  if (rpsBudgets[name] !== undefined) {
    checks.push([Math.min(...runs.map((r) => r.requestsPerSecond)) >= rpsBudgets[name], `≥ ${rpsBudgets[name]} req/s`]);
    checks.push([runs.every((r) => r.errors + r.non2xx === 0), '0 errors']);
  }
  return checks.map(([met, budget]) => `${missed(met)} (${budget})`).join(', ');
}

function endpointTable(runs: RunResult[]): string[] {
  const names = runs[0].results.map((r) => r.name);
  const rows = names.map((name) => {
    const of = runs.map((run) => run.results.find((r) => r.name === name)).filter((r): r is LoadResult => !!r);
    const ratios = runs.flatMap((run) => {
      const result = run.results.find((r) => r.name === name);
      return result ? [result.requestsPerSecond / run.results[0].requestsPerSecond] : [];
    });
    const cells = [
      name,
      String(of[0].connections),
      range(of.map((r) => r.requestsPerSecond)),
      range(of.map((r) => r.p50)),
      range(of.map((r) => r.p99)),
      range(of.map((r) => r.errors + r.non2xx)),
      range(ratios, 2),
      verdict(name, of, ratios),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [
    '| endpoint | connections | req/s | p50 ms | p99 ms | errors + non-2xx | req/s ÷ health | budget (worst run) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
}

// Cold scenarios: the distinct variants each could send, and what each run sent (a cold run stops once every
// variant has been sent, so nothing repeats; a run that sent more than its variants would say so here).
function coldLines(runs: RunResult[]): string[] {
  const cold = runs[0].results.filter((r) => r.distinct > 0);
  const revalidated = runs.flatMap((run) => run.results.filter((r) => r.name === SCORE_REVALIDATION));
  const lines = cold.map((first) => {
    const sent = runs.map((run) => run.results.find((r) => r.name === first.name)?.sent ?? 0);
    const repeated = sent.some((count) => count > first.distinct);
    return `- ${first.name}: ${first.distinct} distinct requests; sent per run ${range(sent)}${repeated ? ' (**some repeated**)' : ', none repeated'}.`;
  });
  const revalidation = revalidated.map((r) => ((100 * r.notModified) / Math.max(r.sent, 1)).toFixed(0));
  return [
    ...(lines.length
      ? ['Cold state (each server run starts with empty caches; no request repeats within a run):', '', ...lines, '']
      : []),
    ...(revalidated.length
      ? [
          `Revalidation: ${range(revalidation.map(Number))} % of the requests answered 304 (0 % means the server sent no ETag).`,
          '',
        ]
      : []),
  ];
}

function rankLines(runs: RunResult[]): string[] {
  const checks = runs.map((run) => run.rankCheck).filter((check): check is RankCheck => !!check);
  if (!checks.length) return [];
  const wrong = checks.map((check) => check.rankMismatches + check.totalMismatches);
  const failures = runs.flatMap((run) => (run.writeFailure ? [run.writeFailure] : []));
  return [
    `${CONCURRENT_SCORE_WRITES}: afterwards ${range(checks.map((c) => c.students))} students compared with a fresh ranking, ${range(checks.map((c) => c.rankMismatches))} rank and ${range(checks.map((c) => c.totalMismatches))} total mismatches (budget 0: ${missed(Math.max(...wrong) === 0)}).${failures.length ? ` First failed write: ${failures[0]}` : ''}`,
    '',
  ];
}

function rssLines(mode: ModeReport): string[] {
  const { runs } = mode;
  const score = runs.map((run) => run.scoreRss);
  const whole = runs.map((run) => run.wholeRss);
  const perProcess = Math.max(...score.map((peaks) => peaks.maxProcessMb));
  const scope = mode.databaseInProcess ? 'the embedded database included' : 'the PostgreSQL server excluded';
  const overall = `Over the whole run (${scope}): per process ${range(whole.map((p) => p.maxProcessMb))} MB, the server's process tree ${range(whole.map((p) => p.treeMb))} MB.`;
  // BENCH_ONLY may leave the score scenarios out: then there is no figure under the score load.
  if (score.every((peaks) => peaks.processes === 0))
    return [`Peak RSS under the score load: not measured. ${overall}`, ''];
  return [
    `Peak RSS per process under the score load: ${range(score.map((p) => p.maxProcessMb))} MB (budget ${SCORE_RSS_BUDGET_MB} MB on the worst run: ${missed(perProcess <= SCORE_RSS_BUDGET_MB)}); the server's process tree (processes: ${range(score.map((p) => p.processes))}) ${range(score.map((p) => p.treeMb))} MB. ${overall}`,
    '',
  ];
}

function costCurveLines(runs: RunResult[]): string[] {
  const curves = runs.map((run) => run.costCurve).filter((curve): curve is CostPoint[] => !!curve?.length);
  if (!curves.length) return [];
  const sizes = [...new Set(curves[0].map((point) => point.students))];
  const rows = (['score', 'students'] as const).map((list) => {
    const p50 = (curve: CostPoint[], students: number) =>
      curve.find((point) => point.list === list && point.students === students)?.result.p50 ?? NaN;
    const ratios = curves.map((curve) => p50(curve, sizes[sizes.length - 1]) / Math.max(p50(curve, sizes[0]), 1));
    const label = list === 'score' ? 'score page' : 'course students list';
    const worst = Math.max(...ratios);
    return `| ${label} | ${sizes.map((students) => range(curves.map((curve) => p50(curve, students)))).join(' | ')} | ${range(ratios, 2)} | ${missed(worst <= COST_CURVE_BUDGET)} (≤ ${COST_CURVE_BUDGET}×) |`;
  });
  return [
    'Cost curve: the same school at 1,000, 10,000 and 50,000 students (separate courses of one database), each list cold (no request repeated) at 10 connections as the admin, on a server started for it; p50 in ms.',
    '',
    `| list | ${sizes.map((size) => size.toLocaleString('en')).join(' | ')} | largest ÷ smallest | budget (worst run) |`,
    `|---|${sizes.map(() => '---|').join('')}---|---|`,
    ...rows,
    '',
  ];
}

function scaleOutLines(runs: RunResult[]): string[] {
  const points = runs.map((run) => run.scaleOut).filter((scale): scale is ScaleOutPoint[] => scale?.length === 2);
  if (!points.length) return [];
  const of = (requested: number) => points.map((pair) => pair.find((p) => p.requested === requested) as ScaleOutPoint);
  const ratios = points.map(([one, two]) => two.result.requestsPerSecond / one.result.requestsPerSecond);
  const row = (requested: number) =>
    `| ${requested} | ${range(of(requested).map((p) => p.processes))} | ${range(of(requested).map((p) => p.result.requestsPerSecond))} | ${range(of(requested).map((p) => p.result.p50))} | ${range(of(requested).map((p) => p.result.p99))} | ${range(of(requested).map((p) => p.rss.maxProcessMb))} |`;
  return [
    `Two processes vs one: the hot score page (16 views, 50 connections) on servers started with WEB_CONCURRENCY=1 and =2; req/s ratio ${range(ratios, 2)} (reported, not budgeted: the second core is shared with the load generator). "Processes" counts the server's process tree (a cluster's primary included).`,
    '',
    '| WEB_CONCURRENCY | processes | req/s | p50 ms | p99 ms | peak RSS per process MB |',
    '|---|---|---|---|---|---|',
    row(1),
    row(2),
    '',
  ];
}

function distributionLine({ pairs, distributionMs }: LargeCrossCheck): string {
  const met = distributionMs <= CROSS_CHECK_DISTRIBUTION_BUDGET_MS;
  return `Cross-check distribution of ${LARGE_CROSS_CHECK_SUBMITTERS} submitters (${pairs} pairs, one transaction): ${distributionMs.toFixed(0)} ms (budget ${CROSS_CHECK_DISTRIBUTION_BUDGET_MS} ms: ${missed(met)}).`;
}

export function modeSection(mode: ModeReport): string {
  const runs =
    mode.runs.length === 1
      ? 'one measurement run on freshly started servers'
      : `${mode.runs.length} measurement runs, each on freshly started servers (ranges min–max; budgets judged on the worst run)`;
  return [
    `### ${mode.mode}`,
    '',
    `Seed of the large school: ${(mode.seedMs / 1000).toFixed(1)} s (once${mode.costSeedMs === undefined ? '' : `; the cost curve's 1,000- and 50,000-student courses ${(mode.costSeedMs / 1000).toFixed(1)} s more`}); then ${runs}.`,
    '',
    ...rssLines(mode),
    distributionLine(mode.crossCheck),
    '',
    ...workflowLines(mode.workflows),
    ...endpointTable(mode.runs),
    ...rankLines(mode.runs),
    ...coldLines(mode.runs),
    ...costCurveLines(mode.runs),
    ...scaleOutLines(mode.runs),
  ].join('\n');
}
