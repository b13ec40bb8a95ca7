// The Element Timing API's attribute, which React passes to the DOM as it is: bench/phone-week.ts reads
// when her week is painted (`elementtiming="her-week"`).
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface repeats React's parameter
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
