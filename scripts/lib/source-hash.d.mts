export type BuildPart = "client" | "server";
export const BUILD_INPUTS: Record<BuildPart, string[]>;
export const BUILD_OUTPUTS: Record<BuildPart, string>;
export function sourceHash(root: string, part: BuildPart): string;
export function builtHash(root: string, part: BuildPart): string | null;
export function writeBuiltHash(root: string, part: BuildPart, hash: string): void;
