/**
 * A POSIX ustar archive of plain files (a site's copy travels to the server as one tar on the session's standard
 * input, unpacked there by `tar -x`). Only what a static site needs: regular files, mode 0644, paths of plain
 * characters under 100 bytes, or split into the 155-byte prefix at a `/`. Directories are made by `tar` itself.
 */
const BLOCK = 512;

export function tarArchive(files: readonly { path: string; bytes: Uint8Array }[], mtime = new Date(0)): Buffer {
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(header(file.path, file.bytes.length, mtime));
    parts.push(Buffer.from(file.bytes));
    const padding = (BLOCK - (file.bytes.length % BLOCK)) % BLOCK;
    if (padding) parts.push(Buffer.alloc(padding));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

function splitPath(path: string): { name: string; prefix: string } {
  if (Buffer.byteLength(path) <= 100) return { name: path, prefix: '' };
  for (let cut = path.lastIndexOf('/'); cut > 0; cut = path.lastIndexOf('/', cut - 1)) {
    const prefix = path.slice(0, cut);
    const name = path.slice(cut + 1);
    if (Buffer.byteLength(name) <= 100 && Buffer.byteLength(prefix) <= 155) return { name, prefix };
  }
  throw new Error(`The path ${path.slice(0, 80)} is too long for the archive.`);
}

const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';

function header(path: string, size: number, mtime: Date): Buffer {
  if (!/^[A-Za-z0-9._/-]+$/.test(path) || path.startsWith('/') || path.split('/').includes('..'))
    throw new Error(`The path ${path.slice(0, 80)} cannot go into the archive.`);
  const { name, prefix } = splitPath(path);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 8, 'ascii');
  block.write(octal(0, 8), 108, 8, 'ascii');
  block.write(octal(0, 8), 116, 8, 'ascii');
  block.write(octal(size, 12), 124, 12, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12, 'ascii');
  block.fill(' ', 148, 156); // the checksum counts its own field as spaces
  block.write('0', 156, 1, 'ascii');
  block.write('ustar\0', 257, 6, 'ascii');
  block.write('00', 263, 2, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 8, 'ascii');
  return block;
}
