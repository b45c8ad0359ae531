// Photos of a unit label's QR code as a phone takes them, made with Debian's qrencode and ffmpeg (.ci/run
// installs them): for e2e/wizard.spec.ts and `npm run bench:qr`.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args]);
const ENCLOSURE = 'color=c=0x707880:size=4032x3024'; // a grey box, a 12 MP photo's size
/** ffmpeg's arguments for one frame written to `path` as a phone's JPEG */
const oneJpeg = (path: string) => ['-frames:v', '1', '-q:v', '3', path];

/** the label's code as qrencode draws it: 10 px a module, the quiet zone of 4 modules around it */
export function qrCodePng(dir: string, serial: string): string {
  mkdirSync(dir, { recursive: true });
  const code = join(dir, `${serial}-code.png`);
  execFileSync('qrencode', ['-o', code, '-s', '10', '-m', '4', `https://commission.allumeenergy.com/c/${serial}`]);
  return code;
}

/**
 * The label as a phone photographs it: 4,032 × 3,024 px (12 MP) as a JPEG, the code 1,100 px wide and
 * soft as a lens draws it, on a grey enclosure with a little sensor noise. Read at its own size, the QR
 * library does not find this code; read at the smaller sizes first, it does (decodeQrPhoto.ts).
 */
export function phonePhotoOfQr(dir: string, serial: string): string {
  const code = qrCodePng(dir, serial);
  const photo = join(dir, `${serial}-phone.jpg`);
  const lens = '[1]scale=1100:1100:flags=neighbor,gblur=sigma=2[q]';
  const scene = `${lens};[0][q]overlay=1500:900,noise=alls=4:allf=t:all_seed=1`;
  ffmpeg(['-f', 'lavfi', '-i', ENCLOSURE, '-i', code, '-filter_complex', scene, ...oneJpeg(photo)]);
  return photo;
}

/** A 12 MP photo of the same grey enclosure with no code in it. */
export function phonePhotoWithoutCode(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const photo = join(dir, 'no-code.jpg');
  ffmpeg(['-f', 'lavfi', '-i', `${ENCLOSURE},noise=alls=4:allf=t:all_seed=1`, ...oneJpeg(photo)]);
  return photo;
}
