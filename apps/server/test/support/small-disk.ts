import { execFile } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, rmdirSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A small file system of the test's own (a tmpfs of `sizeMiB`), which it can fill up to the
 * last byte and free again: what a database meets when its disk is full. Mounting needs root
 * (CI runs as root); elsewhere `null`, with the reason.
 */
export interface SmallDisk {
  readonly path: string;
  /** Writes a filler file until the disk has no byte left. */
  fill(): void;
  /** Deletes the filler. */
  free(): void;
  dispose(): Promise<void>;
}

export async function mountSmallDisk(sizeMiB: number): Promise<SmallDisk | string> {
  const path = mkdtempSync(join(tmpdir(), 'gridrace-disk-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMiB}m,mode=0777`, 'tmpfs', path]);
  } catch (error) {
    rmdirSync(path);
    return `cannot mount a tmpfs (${String((error as { stderr?: string }).stderr ?? error).trim()})`;
  }
  const filler = join(path, 'filler');
  return {
    path,
    fill() {
      const fd = openSync(filler, 'a');
      try {
        // Big blocks first, then ever smaller ones, so that not even a page is left.
        for (let size = 1 << 20; size >= 1; size >>= 1) {
          const block = Buffer.alloc(size, 1);
          for (;;) {
            try {
              writeSync(fd, block);
            } catch (error) {
              if ((error as { code?: string }).code === 'ENOSPC') break;
              throw error;
            }
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    async dispose() {
      await run('umount', ['-l', path]).catch(() => undefined);
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/** A disk to fill, or (outside CI) null after saying loudly why the tests that need one are skipped. */
export async function smallDiskOrSkip(sizeMiB: number): Promise<SmallDisk | null> {
  const disk = await mountSmallDisk(sizeMiB);
  if (typeof disk !== 'string') return disk;
  if (process.env.CI === 'true') throw new Error(`A small disk is required in CI: ${disk}`);
  console.warn(`\n!!! Full-disk tests SKIPPED: ${disk}. Run them as root.\n`);
  return null;
}
