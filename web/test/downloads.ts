// jsdom has no object URLs and saves no file: tests record what the page hands to the browser as a download.

/** From now on, every file the page saves (lib/save-file.ts) adds its name to `saved`. */
export function recordDownloads(saved: string[]): void {
  URL.createObjectURL = () => 'blob:download';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    saved.push(this.download);
  };
}
