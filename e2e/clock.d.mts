export const DEFAULT_E2E_NOW: string;
export function shiftDate(offsetMs: number): void;
