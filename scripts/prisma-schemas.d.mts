export const root: string;
export const providers: ("sqlite" | "postgresql")[];
export function schemaFor(provider: string, options?: { withUrl?: boolean }): string;
export function writeSchemas(): { provider: string; file: string }[];
