// The battle screen's shared classes: every control at least 44 px tall (a thumb at the table).
export const tap = "min-h-11 min-w-11 rounded px-3 py-2";
export const button = `${tap} border border-stone-500 bg-white text-sm font-medium hover:bg-stone-50`;
export const primary = `${tap} bg-rust-700 text-sm font-semibold text-white hover:bg-rust-800`;
export const control = "min-h-11 w-full rounded border border-stone-400 bg-white px-2 py-2 text-base";
export const label = "flex flex-col gap-1 text-sm font-medium";
