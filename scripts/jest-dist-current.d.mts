/** See jest-dist-current.mjs. */
export declare const REBUILD_VARIABLE: string;
export declare function bundlesNeeded(testPaths: string[] | null): Map<string, string[]>;
export declare function ensureBundlesCurrent(
  root: string,
  needs: Map<string, string[]>,
  env: Record<string, string | undefined>,
  rebuild: (names: string[]) => void,
  write?: (line: string) => void,
): string[];
export default function distCurrent(): void;
