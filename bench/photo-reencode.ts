// Benchmark: re-encoding an uploaded photo (decision 0027) as every stored photo is: the phone's
// shrunk JPEG, a camera's 12-megapixel JPEG sent whole (a property photo from the admin's computer),
// and a 1600 px WebP. Time of one at a time, then 8 at once (the limiter runs 2 and queues the rest),
// and the main thread's longest stall meanwhile (sharp works on libuv's threads). Run: npm run bench:photos
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import sharp from 'sharp';
import { reencodeImage } from '../server/src/modules/media/reencode';

/** A photo-like picture (smoothed noise: detail a camera's JPEG encoder cannot throw away) with EXIF. */
async function picture(width: number, height: number, format: 'jpeg' | 'webp', quality: number) {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  const image = sharp(noise, { raw: { width, height, channels: 3 } }).withExif({
    IFD0: { Make: 'Phone', Model: 'Bench' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 38/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '85/1 26/1 0/1' },
  });
  return format === 'jpeg' ? image.jpeg({ quality }).toBuffer() : image.webp({ quality }).toBuffer();
}

const inputs = [
  { name: "phone's shrunk JPEG, 1600 x 1200, q80", type: 'image/jpeg', content: await picture(1600, 1200, 'jpeg', 80) },
  { name: 'camera JPEG, 4032 x 3024 (12 MP), q90', type: 'image/jpeg', content: await picture(4032, 3024, 'jpeg', 90) },
  { name: 'WebP, 1600 x 1200, q80', type: 'image/webp', content: await picture(1600, 1200, 'webp', 80) },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const RUNS = 9;

console.log(
  `node ${process.version}, sharp ${sharp.versions.sharp}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`,
);
console.log('| input | in | out | one at a time (median of 9) | 8 at once: all done | main thread longest stall |');
console.log('|---|---|---|---|---|---|');
for (const input of inputs) {
  const out = await reencodeImage(input.content, input.type); // warm-up, and the output size
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await reencodeImage(input.content, input.type);
    times.push(performance.now() - start);
  }
  const stall = monitorEventLoopDelay({ resolution: 1 });
  stall.enable();
  const start = performance.now();
  await Promise.all(Array.from({ length: 8 }, () => reencodeImage(input.content, input.type)));
  const together = performance.now() - start;
  stall.disable();
  console.log(
    `| ${input.name} | ${kb(input.content.length)} | ${kb(out.content.length)} (${out.width} x ${out.height}) | ` +
      `${Math.round(median(times))} ms | ${Math.round(together)} ms | ${(stall.max / 1e6).toFixed(1)} ms |`,
  );
}
