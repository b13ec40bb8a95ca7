// Mantine's Tooltip alone, the module `hint.tsx` downloads when a hint is first drawn.
export { Tooltip } from '@mantine/core';
