// Types of source-stamp.mjs for the TypeScript scripts that read it (the cluster script).
export const STAMP_FILE: string;
export function computeSourceStamp(root?: string): string;
