// Vitest runs outside React's server environment, where the real "server-only" throws on import.
export {};
