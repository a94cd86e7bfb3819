import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * How broad the trusted proxies of TRUST_PROXY may be (src/config.ts). A proxy believed about
 * the client's address lets whoever stands in its range name any address, and so step around
 * every rate limit: a range is refused when it is shorter than these, and a list when its ranges
 * together hold as many addresses as one such range (`0.0.0.0/1,128.0.0.0/1` is everyone).
 */
export const SHORTEST_PREFIX = { ipv4: 8, ipv6: 16 } as const;

/** IPv4 addresses as IPv6 sees them (::ffff:0:0/96): the trust check matches them so too. */
const MAPPED_START = 0xffffn << 32n;
const MAPPED_END = MAPPED_START + (1n << 32n) - 1n;
/** A list may hold fewer addresses than a range one bit shorter than the shortest allowed. */
const MAX_TOGETHER = {
  ipv4: 1n << BigInt(32 - SHORTEST_PREFIX.ipv4 + 1),
  ipv6: 1n << BigInt(128 - SHORTEST_PREFIX.ipv6 + 1),
};

interface Span {
  start: bigint;
  end: bigint;
}

export type ProxyRangesVerdict = 'ok' | 'invalid' | 'everyone' | 'tooBroad' | 'tooBroadTogether';

/** One entry (an address or a CIDR range) as a span of the IPv6 space, and its family's prefix. */
function spanOf(
  entry: string,
): { span: Span; family: 'ipv4' | 'ipv6'; prefix: number } | undefined {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return undefined;
  const bits = family === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return undefined;
  let parsed = ipaddr.parse(address);
  // Everything is judged in the IPv6 space: an IPv4 range is its mapped one.
  const prefix6 = family === 4 ? prefix + 96 : prefix;
  if (parsed.kind() === 'ipv4') parsed = (parsed as ipaddr.IPv4).toIPv4MappedAddress();
  const value = parsed.toByteArray().reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n);
  const size = 1n << BigInt(128 - prefix6);
  const start = value & ~(size - 1n);
  const mapped = start >= MAPPED_START && start <= MAPPED_END;
  // An IPv6 range inside the mapped space (its prefix 96 or more) is an IPv4 range.
  return {
    span: { start, end: start + size - 1n },
    family: mapped ? 'ipv4' : 'ipv6',
    prefix: mapped ? prefix6 - 96 : prefix6,
  };
}

/** How many addresses of `within` the spans hold, overlaps counted once. */
function covered(spans: Span[], within: Span): bigint {
  const parts = spans
    .map((s) => ({
      start: s.start > within.start ? s.start : within.start,
      end: s.end < within.end ? s.end : within.end,
    }))
    .filter((s) => s.start <= s.end)
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  let total = 0n;
  let last = -1n;
  for (const part of parts) {
    const from = part.start > last ? part.start : last + 1n;
    if (part.end >= from) total += part.end - from + 1n;
    if (part.end > last) last = part.end;
  }
  return total;
}

/** Judges TRUST_PROXY's list of addresses and ranges. */
export function judgeProxyRanges(entries: string[]): ProxyRangesVerdict {
  const parsed = entries.map(spanOf);
  if (parsed.some((p) => p === undefined)) return 'invalid';
  const ranges = parsed as NonNullable<(typeof parsed)[number]>[];
  if (ranges.some((r) => r.prefix === 0)) return 'everyone';
  if (ranges.some((r) => r.prefix < SHORTEST_PREFIX[r.family])) return 'tooBroad';
  const spans = ranges.map((r) => r.span);
  const ipv4 = covered(spans, { start: MAPPED_START, end: MAPPED_END });
  const all = covered(spans, { start: 0n, end: (1n << 128n) - 1n });
  if (ipv4 >= MAX_TOGETHER.ipv4 || all - ipv4 >= MAX_TOGETHER.ipv6) return 'tooBroadTogether';
  return 'ok';
}
