import { catalog, type Tier } from './catalog.ts';

export type Segment =
  'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'S' | 'R' | 'J' | 'K' | 'L' | 'M' | 'V' | 'P' | 'X' | 'Q';

export interface Engine {
  volume: number;
  power: number;
}

export interface ModelSpec {
  tier: Tier;
  segment: Segment;
  from: number;
  /** Last production year; undefined while still made. */
  to: number | undefined;
  petrolOnly: boolean;
  dieselOnly: boolean;
  electricOnly: boolean;
  electricVariant: boolean;
  hybridOnly: boolean;
  hybridVariant: boolean;
  engines: Engine[];
}

const SEGMENTS = new Set<string>('ABCDEFSRJKLMVPXQ'.split(''));

export function parseModelSpec(tier: Tier, spec: string): ModelSpec {
  const [segment, years, ...rest] = spec.split(' ');
  if (!segment || !SEGMENTS.has(segment) || !years) throw new Error(`bad model spec "${spec}"`);
  const [fromText, toText] = years.split('-');
  const from = Number(fromText);
  const to = toText ? Number(toText) : undefined;
  if (!Number.isInteger(from) || (to !== undefined && !Number.isInteger(to))) {
    throw new Error(`bad years in model spec "${spec}"`);
  }
  const flags = new Set<string>();
  const engines: Engine[] = [];
  for (const token of rest) {
    if (/^\d/.test(token)) {
      for (const pair of token.split(',')) {
        const [volume, power] = pair.split(':').map(Number);
        if (!volume || !power) throw new Error(`bad engine in model spec "${spec}"`);
        engines.push({ volume, power });
      }
    } else {
      for (const flag of token) flags.add(flag);
    }
  }
  return {
    tier,
    segment: segment as Segment,
    from,
    to,
    petrolOnly: flags.has('p'),
    dieselOnly: flags.has('d'),
    electricOnly: flags.has('e'),
    electricVariant: flags.has('E'),
    hybridOnly: flags.has('h'),
    hybridVariant: flags.has('H'),
    engines,
  };
}

const cache = new Map<string, ModelSpec>();

/**
 * The facts about a model. A model the catalogue does not know (added to the database by
 * hand) gets a neutral compact-car spec so the generator still works.
 */
export function modelSpec(brandName: string, modelName: string): ModelSpec {
  const key = `${brandName}\u0000${modelName}`;
  let spec = cache.get(key);
  if (!spec) {
    const brand = catalog[brandName];
    const text = brand?.models[modelName];
    spec = parseModelSpec(brand?.tier ?? 'mainstream', text ?? 'C 1995');
    cache.set(key, spec);
  }
  return spec;
}
