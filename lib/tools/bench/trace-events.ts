/**
 * The shape of Chrome trace events as the bench reads them, and the V8 sampling profiler's samples
 * in a trace (category disabled-by-default-v8.cpu_profiler: a Profile event per thread, then
 * ProfileChunk events with new call-tree nodes, sampled node ids and the time between samples).
 */

/** One event of a Chrome trace, as far as the analysis reads it (times in microseconds). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  id2?: { local?: string; global?: string };
  args?: {
    data?: {
      url?: string;
      navigationId?: string;
      /** Profile: when sampling began. ProfileChunk: new call-tree nodes, sampled node ids and the time between samples. */
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    fileName?: string;
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { url?: string };
}

interface Sample {
  ts: number;
  url: string;
}

/** The profiler's samples of one thread in time order, each with the URL of its nearest frame that has one. */
export function readSamples(events: readonly TraceEvent[], pid: number, tid: number): Sample[] {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const start = profile?.args?.data?.startTime;
  if (!profile || start === undefined) return [];
  const nodes = new Map<number, ProfileNode>();
  const raw: { ts: number; node: number }[] = [];
  let ts = start;
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id);
  for (const chunk of chunks.sort((a, b) => a.ts - b.ts)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data?.timeDeltas?.[i] ?? 0;
      raw.push({ ts, node });
    });
  }
  const urlOf = (id: number): string => {
    let node = nodes.get(id);
    while (node && !node.callFrame.url && node.parent !== undefined) node = nodes.get(node.parent);
    return node?.callFrame.url ?? '';
  };
  return raw.map((r) => ({ ts: r.ts, url: urlOf(r.node) })).sort((a, b) => a.ts - b.ts);
}

/** Microseconds per script URL of the samples in [start, end), each lasting until the next. */
export function tallySamples(samples: readonly Sample[], start: number, end: number): Map<string, number> {
  const scripts = new Map<string, number>();
  samples.forEach((sample, i) => {
    if (sample.ts < start || sample.ts >= end || !sample.url) return;
    const next = Math.min(samples[i + 1]?.ts ?? end, end);
    scripts.set(sample.url, (scripts.get(sample.url) ?? 0) + next - sample.ts);
  });
  return scripts;
}
