// Which files the studio may write: existing .json/.yaml files under flows/, content/ or locales/
// of the repository it was started in. A path with `..`, an absolute path, or one whose real
// location (symlinks followed) lies outside those folders is refused, so nothing an editor or a
// forged request names can reach dist/, src/ or anything outside the repository.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, posix, sep } from 'node:path';

export const EDITABLE_FOLDERS = ['flows', 'content', 'locales'] as const;

export type Resolved = { ok: true; file: string; absolute: string } | { ok: false; reason: string };

export function resolveEditable(root: string, path: unknown): Resolved {
  if (typeof path !== 'string' || path === '' || path.includes('\0')) return { ok: false, reason: 'no file named' };
  if (isAbsolute(path) || path.startsWith('/') || path.startsWith('\\') || /^[a-zA-Z]:/.test(path))
    return { ok: false, reason: `${path}: an absolute path is not allowed` };
  const parts = path.split(/[\\/]/);
  if (parts.includes('..')) return { ok: false, reason: `${path}: '..' is not allowed` };
  const file = posix.normalize(parts.join('/'));
  if (!(EDITABLE_FOLDERS as readonly string[]).includes(file.split('/')[0]))
    return { ok: false, reason: `${file}: only files under flows/, content/ and locales/ can be changed` };
  if (!/\.(json|ya?ml)$/.test(file)) return { ok: false, reason: `${file}: only .json and .yaml files can be changed` };
  const absolute = join(root, file);
  if (!existsSync(absolute) || !statSync(absolute).isFile()) return { ok: false, reason: `${file}: no such file` };
  // a symlink inside flows/ pointing at src/ or /etc: the real path must still be in one of the folders
  const realRoot = realpathSync(root);
  const real = realpathSync(absolute);
  const inside = EDITABLE_FOLDERS.some((folder) => real.startsWith(join(realRoot, folder) + sep));
  if (!inside || real !== join(realRoot, file))
    return { ok: false, reason: `${file}: leads outside flows/, content/ and locales/ (a link)` };
  return { ok: true, file, absolute };
}
