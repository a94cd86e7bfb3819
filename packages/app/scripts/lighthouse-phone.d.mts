// Types of lighthouse-phone.mjs for the tests.
export declare const PHONE_INDEX: number;
export declare const MIN_SLOWDOWN: number;
export declare const MAX_SLOWDOWN: number;
export declare function slowdownFor(
  hostIndex: number,
  phoneIndex?: number,
): { multiplier: number; clamped: boolean };
export declare function calibrateArtifacts(
  dir: string,
  phoneIndex?: number,
): {
  hostIndex: number;
  multiplier: number;
  clamped: boolean;
  throttling: Record<string, unknown>;
};
export declare function auditOnPhone(
  url: string,
  port: number,
  flags: Record<string, unknown>,
  phoneIndex?: number,
): Promise<{
  lhr: Record<string, unknown>;
  hostIndex: number;
  multiplier: number;
  clamped: boolean;
}>;
